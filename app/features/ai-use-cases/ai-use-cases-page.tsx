import { ArrowDownIcon, ArrowRightIcon, SparklesIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { SiteJsonLd } from "~/components/json-ld";
import {
  CallToActionBand,
  container,
  HeroBackdrop,
  SectionHeader,
} from "~/components/marketing-blocks";
import { Button } from "~/components/ui/button";
import { type AiUseCase, aiUseCases } from "~/content/ai-use-cases";
import { EnquiryButton } from "~/features/enquiry/enquiry-dialog";
import { StaticEnquiryDialog } from "~/features/enquiry/static-enquiry-dialog";
import { start as startUseCaseSelection } from "~/islands/ai-use-cases";
import { cn } from "~/lib/utils";
import { aiUseCasesJsonLd } from "./json-ld";
import { indexFromCaseParam } from "./selection";
import { UseCaseCards } from "./use-case-cards";
import { aiPageType, UseCaseDetail } from "./use-case-detail";

/** The figures under the hero, counted from the content. */
export function heroFigures(useCases: readonly AiUseCase[]) {
  return [
    { value: String(useCases.length), label: "Use cases" },
    { value: String(new Set(useCases.map((u) => u.industry)).size), label: "Industries" },
    {
      value: String(new Set(useCases.flatMap((u) => u.technologies)).size),
      label: "Technologies",
    },
  ];
}

export function AiUseCasesPage() {
  const [searchParams] = useSearchParams();
  const index = indexFromCaseParam(searchParams.get("case"), aiUseCases.length);
  // On a page React hydrated (a signed-in visitor's) the selection's island starts here, as
  // soon as it hydrates; on the static page islands/static-page.ts starts it.
  useEffect(startUseCaseSelection, []);
  return (
    <>
      <Hero />
      <section
        id="use-cases"
        aria-labelledby="use-cases-title"
        className={cn(container, "scroll-mt-20 py-16 sm:py-20")}
      >
        <SectionHeader id="use-cases-title" eyebrow="Explore" title="Choose a use case">
          Select a card to see what the solution does, the technologies behind it and the value it
          brings.
        </SectionHeader>
        <UseCaseCards useCases={aiUseCases} selectedIndex={index} />
      </section>
      <div className={cn(container, "pb-8")}>
        <UseCaseDetail useCases={aiUseCases} index={index} />
      </div>
      <CallToActionBand
        id="ai-cta-title"
        title="Have a different use case in mind?"
        actions={
          <>
            <EnquiryButton
              pageType={aiPageType}
              defaultService={aiPageType}
              size="lg"
              variant="band"
            >
              Discuss Your Use Case
            </EnquiryButton>
            <Button asChild variant="bandOutline" size="lg">
              <Link to="/services/ai-data">Our AI &amp; data services</Link>
            </Button>
          </>
        }
      >
        Tell us about the process you want to improve. We reply within 24 hours with a first view of
        the data it needs, the approach we would take and a realistic timeline.
      </CallToActionBand>
      <StaticEnquiryDialog pageType={aiPageType} defaultService={aiPageType} />
      <SiteJsonLd build={(siteUrl) => aiUseCasesJsonLd(aiUseCases, siteUrl)} />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="ai-hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className={cn(container, "py-12 sm:py-20")}>
        <Breadcrumbs crumbs={[{ name: "Home", path: "/" }, { name: "AI Use Cases" }]} />
        <div className="mx-auto mt-10 max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
            <SparklesIcon className="size-4" aria-hidden="true" />
            AI that pays for itself
          </p>
          <h1
            id="ai-hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            AI Use Cases
          </h1>
          <p className="mt-6 text-lg text-pretty text-muted-foreground sm:text-xl">
            Fifteen AI solutions we design, build and run for clients, from document processing and
            demand forecasting to support copilots and knowledge search, each with the technologies
            behind it and the results you can expect.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <EnquiryButton pageType={aiPageType} defaultService={aiPageType} size="lg">
              Start Your AI Project
              <ArrowRightIcon aria-hidden="true" />
            </EnquiryButton>
            <Button asChild variant="outline" size="lg">
              <a href="#use-cases">
                Browse use cases
                <ArrowDownIcon aria-hidden="true" />
              </a>
            </Button>
          </div>
          <dl className="mx-auto mt-12 grid max-w-xl grid-cols-3 gap-6">
            {heroFigures(aiUseCases).map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse">
                <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                <dd className="text-3xl font-bold tracking-tight">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
