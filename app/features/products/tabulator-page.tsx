import { BookOpenIcon, StoreIcon } from "lucide-react";
import { SiteJsonLd } from "~/components/json-ld";
import { CallToActionBand, CheckList, HeadedSection } from "~/components/marketing-blocks";
import {
  tabulator,
  tabulatorAudiences,
  tabulatorCapabilities,
  tabulatorFeatures,
  tabulatorPricing,
  tabulatorServices,
  tabulatorStats,
} from "~/content/products/tabulator";
import { cn } from "~/lib/utils";
import {
  ExternalButton,
  IconCardGrid,
  ProductEnquiryButton,
  ProductHero,
  ProductIllustration,
} from "./blocks";
import { productJsonLd } from "./json-ld";

const featureCategories = [...new Set(tabulatorFeatures.map((feature) => feature.category))];

const customRequirements = {
  pageType: "custom-requirements",
  defaultService: "custom-requirements",
};

/** The enquiries the page's buttons open: custom requirements and the paid plans. */
export const tabulatorEnquiries = [
  customRequirements,
  ...tabulatorPricing.flatMap((plan) =>
    "pageType" in plan && plan.pageType
      ? [{ pageType: plan.pageType, defaultService: plan.pageType }]
      : [],
  ),
];

/** /products/tabulator-powerbi */
export function TabulatorPage() {
  return (
    <>
      <ProductHero
        name={tabulator.name}
        hero={tabulator.hero}
        actions={
          <>
            <ExternalButton href={tabulator.marketplaceUrl} icon={StoreIcon} variant="default">
              Get it free on the marketplace
            </ExternalButton>
            <ExternalButton href={tabulator.documentationUrl} icon={BookOpenIcon}>
              Read the documentation
            </ExternalButton>
          </>
        }
        aside={<ProductIllustration src="/images/products/tabulator-powerbi.svg" />}
      />
      <HeadedSection
        headingId="tabulator-audience-title"
        eyebrow="Who it is for"
        title="Built for the people who live in tables"
      >
        <IconCardGrid items={tabulatorAudiences} columns={4} />
      </HeadedSection>
      <Traction />
      <Pricing />
      <HeadedSection
        headingId="tabulator-services-title"
        eyebrow="Professional services"
        title="Help from the team that builds the visual"
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tabulatorServices.map((service) => (
            <li
              key={service.name}
              className="flex flex-col rounded-2xl border border-border bg-card p-6"
            >
              <h3 className="text-lg font-semibold">{service.name}</h3>
              <p className="mt-1 font-semibold text-primary">{service.price}</p>
              <p className="mt-3 text-muted-foreground">{service.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <ProductEnquiryButton product={customRequirements} variant="outline">
            Discuss Custom Requirements
          </ProductEnquiryButton>
        </div>
      </HeadedSection>
      <HeadedSection
        headingId="tabulator-features-title"
        eyebrow="Features"
        title={`${tabulatorFeatures.length} features your standard table lacks`}
      >
        {featureCategories.map((category) => (
          <div key={category} className="mt-12">
            <h3 className="text-xl font-semibold">{category}</h3>
            <IconCardGrid
              items={tabulatorFeatures.filter((feature) => feature.category === category)}
              className="mt-6"
            />
          </div>
        ))}
      </HeadedSection>
      <HeadedSection
        headingId="tabulator-capabilities-title"
        eyebrow="Additional capabilities"
        title="Fits the way your reports already work"
      >
        <CheckList items={tabulatorCapabilities} className="mx-auto mt-12 max-w-4xl" />
      </HeadedSection>
      <CallToActionBand
        id="tabulator-cta-title"
        title="Better tables in your next report"
        actions={
          <>
            <ExternalButton href={tabulator.marketplaceUrl} icon={StoreIcon} variant="band">
              Get it free on the marketplace
            </ExternalButton>
            <ProductEnquiryButton product={customRequirements} variant="bandOutline">
              Discuss Custom Requirements
            </ProductEnquiryButton>
          </>
        }
      >
        Install Tabulator free today. When your reports need more, our BI engineers are one message
        away.
      </CallToActionBand>
      <SiteJsonLd
        build={(siteUrl) =>
          productJsonLd({
            slug: tabulator.slug,
            name: tabulator.name,
            software: { category: "BusinessApplication", operatingSystem: "Microsoft Power BI" },
            offers: [
              { name: "Free", price: 0 },
              { name: "Premium Support Plan", price: 1500, description: "Per year" },
              {
                name: "Enterprise License",
                price: 5000,
                description: "One-time per organization/tenant",
              },
            ],
            siteUrl,
          })
        }
      />
    </>
  );
}

function Traction() {
  return (
    <HeadedSection
      headingId="tabulator-traction-title"
      eyebrow="Traction"
      title="Trusted by report builders across industries"
    >
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        <dl className="grid gap-6 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
          <Stat value={tabulatorStats.satisfaction} label="user satisfaction" />
          <Stat value={tabulatorStats.fasterReports} label="faster custom report building" />
        </dl>
        <div className="rounded-2xl border border-border bg-card p-6 lg:col-span-2">
          <h3 className="text-lg font-semibold">Early adopters by industry</h3>
          <ul className="mt-6 space-y-4">
            {tabulatorStats.adopters.map((adopter) => (
              <li key={adopter.industry}>
                <div className="flex justify-between text-sm font-medium">
                  <span>{adopter.industry}</span>
                  <span>{adopter.share}%</span>
                </div>
                <div aria-hidden="true" className="mt-1.5 h-2.5 rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${adopter.share}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </HeadedSection>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl border border-border bg-card p-6 text-center">
      <dt className="mt-1 text-muted-foreground">{label}</dt>
      <dd className="text-5xl font-bold tracking-tight text-primary">{value}</dd>
    </div>
  );
}

function Pricing() {
  return (
    <HeadedSection
      id="pricing"
      headingId="tabulator-pricing-title"
      eyebrow="Pricing"
      title="Free to use. Support and licensing when you need them."
    >
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {tabulatorPricing.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              "flex flex-col rounded-2xl border bg-card p-8",
              "pageType" in plan ? "border-border" : "border-primary shadow-lg",
            )}
          >
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className="mt-4">
              <span className="text-4xl font-bold tracking-tight">{plan.price}</span>{" "}
              <span className="text-muted-foreground">{plan.terms}</span>
            </p>
            <CheckList items={plan.features} stacked className="mt-6 flex-1" />
            <div className="mt-8">
              {"pageType" in plan ? (
                <ProductEnquiryButton
                  product={{ pageType: plan.pageType, defaultService: plan.pageType }}
                  className="w-full"
                >
                  {plan.cta}
                </ProductEnquiryButton>
              ) : (
                <ExternalButton href={tabulator.marketplaceUrl} className="w-full">
                  {plan.cta}
                </ExternalButton>
              )}
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
