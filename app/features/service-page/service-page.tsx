import { Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import {
  CallToActionBand,
  container,
  FaqList,
  faqJsonLd,
  HeadedSection,
} from "~/components/marketing-blocks";
import { Button } from "~/components/ui/button";
import type { ServicePageData } from "~/content/service-pages/types";
import type { PostSummary } from "~/features/blog/types";
import { EnquiryButton } from "~/features/enquiry/enquiry-dialog";
import { StaticEnquiryDialog } from "~/features/enquiry/static-enquiry-dialog";
import type { JobSummary } from "~/features/jobs/types";
import { TechnologyChips } from "~/features/service-page/technology-chips";
import { tagPath } from "~/lib/slugify";
import { cn } from "~/lib/utils";
import { serviceCtaEvent } from "./analytics";
import { servicePageCopy } from "./content";
import { ExternalResources } from "./external-resources";
import { ServiceHero } from "./hero";
import { serviceJsonLd } from "./json-ld";
import { MigrationProjects } from "./migration-projects";
import { FeaturesAndBenefits, IndustryUseCases, ProcessSteps } from "./overview-sections";
import { PipelineFlow, PipelineUseCases } from "./pipeline";
import { RelatedArticles, RelatedJobs } from "./related-blocks";
import { ServiceCards } from "./service-cards";
import { TechnologyStackLayers } from "./technology-stack";

export interface ServicePageProps {
  page: ServicePageData;
  /** Site-relative path of the service's illustration (640x480), if it has one. */
  image?: string;
  siteUrl: string;
  relatedArticles: Promise<PostSummary[] | null>;
  relatedJobs: Promise<JobSummary[] | null>;
}

/** Where the related articles' link leads: the topic's tag, the first blog category, or all articles. */
function articlesLink(page: ServicePageData): { to: string; label: string } {
  if (page.articlesTag)
    return { to: tagPath(page.articlesTag), label: `More on ${page.articlesTag}` };
  const [first] = page.blogCategoryIds;
  const to = first
    ? `/knowledge-center/categories/${encodeURIComponent(first)}`
    : "/knowledge-center";
  return { to, label: "View all articles" };
}

/**
 * The one service-page template (spec part 2, "Service page template"): every section in the
 * spec's order; optional sections render only when the page has their data.
 */
export function ServicePage({
  page,
  image,
  siteUrl,
  relatedArticles,
  relatedJobs,
}: ServicePageProps) {
  const copy = servicePageCopy(page);
  return (
    <>
      <JsonLd data={[serviceJsonLd(page, siteUrl), faqJsonLd(page.faqs)]} />
      <ServiceHero page={page} image={image} />
      <div id="technologies" className={cn(container, "scroll-mt-20 py-16")}>
        <TechnologyChips
          title={page.technologyTitle}
          description={page.technologyDescription}
          technologies={page.technologies}
        />
      </div>
      <ServiceCards page={page} heading={copy.offeringsHeading} />
      <FeaturesAndBenefits page={page} />
      <ProcessSteps page={page} />
      <PipelineFlow flow={page.dataPipelineFlow} />
      <PipelineUseCases useCases={page.pipelineUseCases} />
      <TechnologyStackLayers stack={page.technologyStack} />
      <MigrationProjects projects={page.migrationProjects} />
      <IndustryUseCases page={page} intro={copy.useCasesIntro} />
      <RelatedArticles
        articles={relatedArticles}
        intro={copy.articlesIntro}
        more={articlesLink(page)}
      />
      <ExternalResources resources={page.externalResources} intro={copy.resourcesIntro} />
      <RelatedJobs jobs={relatedJobs} />
      <HeadedSection
        id="faq"
        headingId="service-faq-title"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
      >
        <FaqList faqs={page.faqs} className="mx-auto mt-12 max-w-3xl" />
      </HeadedSection>
      <CallToActionBand
        id="service-cta-title"
        title={copy.callToActionTitle}
        actions={
          <>
            <EnquiryButton
              pageType={page.contactDialog.pageType}
              defaultService={page.contactDialog.defaultService}
              size="lg"
              variant="band"
              analytics={serviceCtaEvent(page.title, "discuss_project", "cta_section")}
            >
              Discuss Your Project
            </EnquiryButton>
            <Button asChild variant="bandOutline" size="lg">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </>
        }
      >
        Tell us what you want to build. A specialist replies within 24 hours with a proposed team,
        an approach and a timeline.
      </CallToActionBand>
      <StaticEnquiryDialog
        pageType={page.contactDialog.pageType}
        defaultService={page.contactDialog.defaultService}
      />
    </>
  );
}
