import { CheckIcon, TrendingUpIcon } from "lucide-react";
import { container, HeadedSection, SectionHeader } from "~/components/marketing-blocks";
import type { ServicePageData } from "~/content/service-pages/types";
import { cn } from "~/lib/utils";
import { ServiceIcon } from "./icons";

function TickList({ items, icon }: { items: readonly string[]; icon: "check" | "trend" }) {
  const Icon = icon === "check" ? CheckIcon : TrendingUpIcon;
  return (
    <ul className="mt-6 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon
            className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Features and benefits side by side. */
export function FeaturesAndBenefits({ page }: { page: ServicePageData }) {
  return (
    <section
      id="features"
      aria-labelledby="service-features-title"
      className="scroll-mt-20 border-y border-border bg-muted py-20 sm:py-28"
    >
      <div className={container}>
        <SectionHeader id="service-features-title" eyebrow="Why us" title="Features and Benefits" />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-3xl border border-border bg-card p-8">
            <h3 className="text-xl font-semibold">Key Features</h3>
            <TickList items={page.features} icon="check" />
          </div>
          <div className="rounded-3xl border border-border bg-card p-8">
            <h3 className="text-xl font-semibold">Benefits</h3>
            <TickList items={page.benefits} icon="trend" />
          </div>
        </div>
      </div>
    </section>
  );
}

/** The delivery process as numbered steps (4; 6 for data engineering). */
export function ProcessSteps({ page }: { page: ServicePageData }) {
  return (
    <HeadedSection
      id="process"
      headingId="service-process-title"
      eyebrow="How we work"
      title="Our Process"
      intro={`${page.process.length} steps from first conversation to a product in production.`}
    >
      <ol
        className={cn(
          "mt-12 grid gap-6 sm:grid-cols-2",
          page.process.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4",
        )}
      >
        {page.process.map((step) => (
          <li key={step.step} className="rounded-3xl border border-border bg-card p-6">
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {step.step}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {step.step}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm text-pretty text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}

/** Industry use cases, where the page has them. */
export function IndustryUseCases({ page, intro }: { page: ServicePageData; intro: string }) {
  const useCases = page.industryUseCases ?? [];
  if (useCases.length === 0) return null;
  return (
    <HeadedSection
      id="industries"
      headingId="service-industries-title"
      eyebrow="Industries"
      title="Industry Use Cases"
      intro={intro}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {useCases.map((useCase) => (
          <li key={useCase.title} className="rounded-2xl border border-border bg-card p-6">
            <span className="grid size-10 place-items-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
              <ServiceIcon name="Building2" />
            </span>
            <h3 className="mt-4 font-semibold">{useCase.title}</h3>
            <p className="mt-2 text-sm text-pretty text-muted-foreground">{useCase.description}</p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
