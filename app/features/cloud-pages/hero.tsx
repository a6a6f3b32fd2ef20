import { ArrowRightIcon, CheckCircle2Icon } from "lucide-react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { container, HeroBackdrop } from "~/components/marketing-blocks";
import type { CloudProviderPage } from "~/content/cloud";
import { cn } from "~/lib/utils";
import { cloudPageIds } from "./ids";
import { SectionLink } from "./section-link";

/** The trail above every cloud page: the cloud pages sit under the Cloud & DevOps service. */
export function cloudCrumbs(page: CloudProviderPage) {
  return [
    { name: "Home", path: "/" },
    { name: "Services", path: "/services" },
    { name: "Cloud & DevOps", path: "/services/cloud-devops" },
    { name: page.providerName },
  ];
}

/** Breadcrumbs, title, description and two links to the consultation block. */
export function CloudHero({ page }: { page: CloudProviderPage }) {
  const target = {
    sectionId: cloudPageIds.consultation,
    focusId: cloudPageIds.consultationTitle,
    // Long provider names wrap on narrow phones instead of overflowing.
    size: "lgWrapping",
    className: "h-auto whitespace-normal",
  } as const;
  return (
    <section aria-labelledby="cloud-hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className={cn(container, "pt-6 pb-16 sm:pb-24")}>
        <Breadcrumbs crumbs={cloudCrumbs(page)} />
        <div className="mt-12 max-w-4xl">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">
            {page.hero.eyebrow}
          </p>
          <h1
            id="cloud-hero-title"
            className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            {page.hero.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg text-pretty text-muted-foreground sm:text-xl">
            {page.hero.description}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SectionLink {...target}>
              {page.hero.primaryAction}
              <ArrowRightIcon aria-hidden="true" />
            </SectionLink>
            <SectionLink {...target} variant="outline">
              {page.hero.secondaryAction}
            </SectionLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {page.hero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-1.5">
                <CheckCircle2Icon
                  className="size-4 text-emerald-600 dark:text-emerald-400"
                  aria-hidden="true"
                />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
