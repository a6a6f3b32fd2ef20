import type { JsonLdObject } from "~/components/json-ld";
import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/page-meta";

/** schema.org AboutPage whose main entity is the company, with its founding date and offices. */
export function aboutPageJsonLd(siteUrl: string, path: string, description: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "AboutPage",
    url: absoluteUrl(siteUrl, path),
    description,
    mainEntity: {
      "@type": "Organization",
      name: site.name,
      legalName: site.legalName,
      url: siteUrl,
      logo: absoluteUrl(siteUrl, site.logo),
      email: site.email,
      foundingDate: String(site.founded),
      sameAs: site.social.map((profile) => profile.url),
      location: site.offices.map((office) => ({
        "@type": "Place",
        name: `${site.name} ${office.kind === "partner" ? "partner office" : "office"}, ${office.country}`,
        address: office.addresses[0],
        ...(office.phone ? { telephone: office.phone } : {}),
      })),
    },
  };
}
