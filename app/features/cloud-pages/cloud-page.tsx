import { Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { container, FaqList, faqJsonLd, HeadedSection } from "~/components/marketing-blocks";
import { useShellData } from "~/components/root-data";
import { type CloudProviderPage, cloudPages } from "~/content/cloud";
import { cn } from "~/lib/utils";
import { CaseStudies } from "./case-studies";
import { ConsultationBlock } from "./consultation";
import { DeliveryModels } from "./delivery-models";
import { CloudHero } from "./hero";
import { cloudServiceJsonLd } from "./json-ld";
import { Offerings, SupportedServices } from "./offerings";

/**
 * The one cloud-page template (spec part 2, "Cloud pages"): hero, consulting offerings,
 * supported services, case studies, delivery models, the consultation block and the FAQ.
 */
export function CloudPage({ page }: { page: CloudProviderPage }) {
  const { siteUrl } = useShellData();
  return (
    <>
      {siteUrl ? <JsonLd data={[cloudServiceJsonLd(page, siteUrl), faqJsonLd(page.faqs)]} /> : null}
      <CloudHero page={page} />
      <Offerings page={page} />
      <SupportedServices page={page} />
      <CaseStudies page={page} />
      <DeliveryModels page={page} />
      <ConsultationBlock page={page} />
      <HeadedSection
        id="faq"
        headingId="cloud-faq-title"
        eyebrow="FAQ"
        title={`Questions about ${page.shortName} consulting`}
      >
        <FaqList faqs={page.faqs} className="mx-auto mt-12 max-w-3xl" />
      </HeadedSection>
      <OtherClouds current={page} />
    </>
  );
}

/** Links to the other two providers' pages. */
function OtherClouds({ current }: { current: CloudProviderPage }) {
  const others = cloudPages.filter((page) => page.id !== current.id);
  return (
    <nav aria-label="Other clouds" className={cn(container, "pb-20 text-center")}>
      <p className="text-muted-foreground">
        Working across clouds? We also consult on{" "}
        {others.map((page, index) => (
          <span key={page.id}>
            {index > 0 ? " and " : null}
            <Link
              to={page.path}
              className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {page.providerName}
            </Link>
          </span>
        ))}
        .
      </p>
    </nav>
  );
}
