import { GlobeIcon } from "lucide-react";
import { SiteJsonLd } from "~/components/json-ld";
import { CallToActionBand, CheckList, HeadedSection } from "~/components/marketing-blocks";
import {
  suchify,
  suchifyFeatures,
  suchifyPlans,
  suchifySteps,
  suchifyWhyChoose,
} from "~/content/products/suchify";
import {
  ExternalButton,
  IconCardGrid,
  NumberedSteps,
  ProductEnquiryButton,
  ProductHero,
  ProductIllustration,
} from "./blocks";
import { productJsonLd } from "./json-ld";

/** /products/suchify */
export function SuchifyPage() {
  return (
    <>
      <ProductHero
        name={suchify.name}
        hero={suchify.hero}
        actions={
          <>
            <ExternalButton href={suchify.siteUrl} icon={GlobeIcon}>
              Visit the Suchify website
            </ExternalButton>
            <ProductEnquiryButton product={suchify}>Contact Sales</ProductEnquiryButton>
          </>
        }
        aside={<ProductIllustration src="/images/products/suchify.svg" />}
      >
        <p className="mt-6 inline-flex rounded-full bg-success-subtle px-3 py-1 text-sm font-medium text-success">
          {suchify.freeMonths} months free on the Starter plan
        </p>
      </ProductHero>
      <HeadedSection
        headingId="suchify-features-title"
        eyebrow="Key features"
        title="Everything the counter and the back office need"
      >
        <IconCardGrid items={suchifyFeatures} />
      </HeadedSection>
      <HeadedSection
        headingId="suchify-why-title"
        eyebrow="Why choose Suchify"
        title="Made for small shops, not big chains"
      >
        <IconCardGrid items={suchifyWhyChoose} columns={4} />
      </HeadedSection>
      <HeadedSection
        headingId="suchify-steps-title"
        eyebrow="How it works"
        title="From setup to growth in three steps"
      >
        <NumberedSteps steps={suchifySteps} />
      </HeadedSection>
      <HeadedSection
        headingId="suchify-plans-title"
        eyebrow="Plans"
        title={`Start free for ${suchify.freeMonths} months`}
        intro="Everything you need to run one store is free for the first six months. Move to Pro when you need unlimited scale."
      >
        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {suchifyPlans.map((plan) => (
            <li key={plan.name} className="rounded-2xl border border-border bg-card p-8">
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              <p className="mt-2 text-2xl font-bold tracking-tight text-primary">{plan.price}</p>
              <CheckList items={plan.features} stacked className="mt-6" />
            </li>
          ))}
        </ul>
      </HeadedSection>
      <CallToActionBand
        id="suchify-cta-title"
        title="Run your store the simple way"
        actions={
          <>
            <ProductEnquiryButton product={suchify} variant="band">
              Contact Sales
            </ProductEnquiryButton>
            <ExternalButton href={suchify.siteUrl} icon={GlobeIcon} variant="bandOutline">
              Visit the Suchify website
            </ExternalButton>
          </>
        }
      >
        Start with {suchify.freeMonths} months free. Our team helps you set up your products and
        staff, and replies within 24 hours.
      </CallToActionBand>
      <SiteJsonLd
        build={(siteUrl) =>
          productJsonLd({
            slug: suchify.slug,
            name: suchify.name,
            software: { category: "BusinessApplication", operatingSystem: "Android, iOS, Web" },
            offers: [{ name: "Starter", price: 0, description: "Free for the first 6 months" }],
            siteUrl,
          })
        }
      />
    </>
  );
}
