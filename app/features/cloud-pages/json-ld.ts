import type { JsonLdObject } from "~/components/json-ld";
import type { CloudProviderPage } from "~/content/cloud";
import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/page-meta";

/**
 * schema.org Service for a cloud page: our consulting on the provider's platform. The provider
 * is the site's Organization (the same @id as the root's full description); the offerings are
 * its catalogue.
 */
export function cloudServiceJsonLd(page: CloudProviderPage, siteUrl: string): JsonLdObject {
  const url = absoluteUrl(siteUrl, page.path);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: page.meta.title,
    serviceType: `${page.providerName} consulting`,
    category: "Cloud consulting",
    description: page.meta.description,
    url,
    provider: {
      "@type": "Organization",
      "@id": `${absoluteUrl(siteUrl, "/")}#organization`,
      name: site.name,
      url: absoluteUrl(siteUrl, "/"),
    },
    areaServed: "Worldwide",
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${page.shortName} consulting services`,
      itemListElement: page.offerings.map((offering) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: offering.title,
          description: offering.description,
        },
      })),
    },
  };
}
