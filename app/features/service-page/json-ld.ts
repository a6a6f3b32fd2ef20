import type { JsonLdObject } from "~/components/json-ld";
import type { ServicePageData } from "~/content/service-pages/types";
import { absoluteUrl } from "~/lib/page-meta";
import { servicePageCopy } from "./content";

export function servicePagePath(slug: string): string {
  return `/services/${slug}`;
}

/** schema.org Service for a service page; the provider is the site's Organization (by @id). */
export function serviceJsonLd(page: ServicePageData, siteUrl: string): JsonLdObject {
  const url = absoluteUrl(siteUrl, servicePagePath(page.slug));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: page.title,
    serviceType: page.title,
    description: page.description,
    url,
    provider: { "@id": `${absoluteUrl(siteUrl, "/")}#organization` },
    areaServed: "Worldwide",
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: servicePageCopy(page).documentTitle,
      itemListElement: page.services.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service.title, description: service.description },
      })),
    },
  };
}
