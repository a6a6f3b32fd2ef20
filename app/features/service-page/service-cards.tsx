import { CheckIcon, ChevronDownIcon } from "lucide-react";
import { HeadedSection } from "~/components/marketing-blocks";
import type { ServiceOffering, ServicePageData } from "~/content/service-pages/types";
import { EnquiryButton } from "~/features/enquiry/enquiry-dialog";
import { serviceCtaEvent } from "./analytics";
import { moreFeaturesLabel, splitFeatures } from "./content";
import { ServiceIcon } from "./icons";

function FeatureItems({ features }: { features: readonly string[] }) {
  return features.map((feature) => (
    <li key={feature} className="flex gap-2.5">
      <CheckIcon
        className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
        aria-hidden="true"
      />
      {feature}
    </li>
  ));
}

/**
 * A card's features: the first four, then the rest in a native disclosure whose summary reads
 * '+N more features' (keyboard operable and announced as expandable, with or without JavaScript).
 */
export function CardFeatures({ features }: { features: ServiceOffering["features"] }) {
  const { shown, more } = splitFeatures(features);
  return (
    <div className="mt-6 text-sm">
      <ul className="space-y-2.5">
        <FeatureItems features={shown} />
      </ul>
      {more.length > 0 ? (
        <details className="group mt-2.5">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{moreFeaturesLabel(more.length)}</span>
            <span className="hidden group-open:inline">Show fewer features</span>
            <ChevronDownIcon
              className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <ul className="mt-2.5 space-y-2.5">
            <FeatureItems features={more} />
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** The six service cards, each with its features and a 'Discuss {service}' button. */
export function ServiceCards({ page, heading }: { page: ServicePageData; heading: string }) {
  return (
    <HeadedSection
      id="services"
      headingId="service-offerings-title"
      eyebrow="What we offer"
      title={heading}
      intro={page.shortDescription}
    >
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {page.services.map((service) => (
          <li
            key={service.title}
            data-service-card=""
            className="flex flex-col rounded-3xl border border-border bg-card p-8 shadow-xs transition hover:shadow-lg motion-reduce:transition-none"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
              <ServiceIcon name={service.icon} />
            </span>
            <h3 className="mt-6 text-xl font-semibold">{service.title}</h3>
            <p className="mt-3 text-sm text-pretty text-muted-foreground">{service.description}</p>
            <CardFeatures features={service.features} />
            <div className="mt-auto pt-8">
              <EnquiryButton
                pageType={page.contactDialog.pageType}
                defaultService={page.contactDialog.defaultService}
                variant="outline"
                className="w-full"
                analytics={serviceCtaEvent(
                  page.title,
                  "discuss_service",
                  "services_section",
                  service.title,
                )}
              >
                Discuss {service.title}
              </EnquiryButton>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
