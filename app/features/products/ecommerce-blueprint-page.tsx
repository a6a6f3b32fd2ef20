import { CodeIcon } from "lucide-react";
import { SiteJsonLd } from "~/components/json-ld";
import {
  CallToActionBand,
  CheckList,
  container,
  HeadedSection,
  SectionHeader,
} from "~/components/marketing-blocks";
import {
  coreFeatures,
  ecommerceBlueprint,
  platformCategories,
  uxChecklist,
} from "~/content/products/ecommerce-blueprint";
import { cn } from "~/lib/utils";
import { IconCardGrid, ProductEnquiryButton, ProductHero, ProductIllustration } from "./blocks";
import { CustomEnquiryButton, CustomEnquiryDialog } from "./custom-enquiry/custom-enquiry-dialog";
import { CustomEnquiryForm } from "./custom-enquiry/custom-enquiry-form";
import type { CustomEnquiryResult } from "./custom-enquiry/result";
import { customEnquirySectionId } from "./custom-enquiry/texts";
import { productJsonLd } from "./json-ld";

/** /products/ecommerce-blueprint; `enquiryResult` answers the page's own form posted without JavaScript. */
export function EcommerceBlueprintPage({ enquiryResult }: { enquiryResult?: CustomEnquiryResult }) {
  return (
    <>
      <ProductHero
        name={ecommerceBlueprint.name}
        hero={ecommerceBlueprint.hero}
        actions={
          <>
            <ProductEnquiryButton product={ecommerceBlueprint}>
              Get Complete Package
            </ProductEnquiryButton>
            <CustomEnquiryButton variant="outline">
              <CodeIcon aria-hidden="true" />
              Custom Development
            </CustomEnquiryButton>
          </>
        }
        aside={<ProductIllustration src="/images/products/ecommerce-blueprint.svg" />}
      />
      <HeadedSection
        headingId="blueprint-included-title"
        eyebrow="What is included"
        title="Three guides that cover the whole store"
      >
        <IconCardGrid items={ecommerceBlueprint.included} />
      </HeadedSection>
      <HeadedSection
        headingId="blueprint-features-title"
        eyebrow="Core features"
        title={`The ${coreFeatures.length} features every online store needs`}
        intro="Launch without them and customers notice. The guide explains each one and what good looks like."
      >
        <ol className="mx-auto mt-12 grid max-w-5xl gap-3 sm:grid-cols-2">
          {coreFeatures.map((feature, index) => (
            <li
              key={feature}
              className="flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3"
            >
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
              >
                {index + 1}
              </span>
              {feature}
            </li>
          ))}
        </ol>
      </HeadedSection>
      <HeadedSection
        headingId="blueprint-platforms-title"
        eyebrow="Platform strategy"
        title="Choose the right kind of platform"
        intro={`${platformCategories.length} categories compared on cost, control, speed to launch and how far they scale.`}
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {platformCategories.map((category) => (
            <li key={category.title} className="rounded-2xl border border-border bg-card p-6">
              <h3 className="text-lg font-semibold">{category.title}</h3>
              <p className="mt-2 text-muted-foreground">{category.description}</p>
              <p className="mt-4 text-sm">
                <span className="font-medium">Examples: </span>
                {category.examples.join(", ")}
              </p>
            </li>
          ))}
        </ul>
      </HeadedSection>
      <HeadedSection
        headingId="blueprint-ux-title"
        eyebrow="UI/UX checklist"
        title="The details that turn visitors into customers"
      >
        <div className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {uxChecklist.map((section) => (
            <section
              key={section.title}
              aria-labelledby={`ux-${slugOf(section.title)}`}
              className="rounded-2xl border border-border bg-card p-6"
            >
              <h3 id={`ux-${slugOf(section.title)}`} className="text-lg font-semibold">
                {section.title}
              </h3>
              <CheckList items={section.items} stacked className="mt-4 text-sm" />
            </section>
          ))}
        </div>
      </HeadedSection>
      <section
        id={customEnquirySectionId}
        aria-labelledby="blueprint-custom-title"
        className={cn(container, "scroll-mt-20 py-20 sm:py-28")}
      >
        <SectionHeader
          id="blueprint-custom-title"
          eyebrow="Custom development"
          title="Rather have us build it?"
        >
          Our e-commerce team builds new stores, redesigns and migrations on the platform that fits.
          Tell us your requirements and we reply within 24 hours.
        </SectionHeader>
        <div className="mx-auto mt-12 max-w-3xl rounded-2xl border border-border bg-card p-6 sm:p-8">
          <CustomEnquiryForm idPrefix="custom-enquiry-page" initial={enquiryResult} />
        </div>
      </section>
      <CallToActionBand
        id="blueprint-cta-title"
        title="Start your store with a plan"
        actions={
          <>
            <ProductEnquiryButton product={ecommerceBlueprint} variant="band">
              Get Complete Package
            </ProductEnquiryButton>
            <CustomEnquiryButton variant="bandOutline">Custom Development</CustomEnquiryButton>
          </>
        }
      >
        Get the complete package for your team, or hand the whole build to our e-commerce engineers.
      </CallToActionBand>
      <CustomEnquiryDialog />
      <SiteJsonLd
        build={(siteUrl) =>
          productJsonLd({
            slug: ecommerceBlueprint.slug,
            name: ecommerceBlueprint.name,
            siteUrl,
          })
        }
      />
    </>
  );
}

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
