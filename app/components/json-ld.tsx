import { useShellData } from "~/components/root-data";
import { site } from "~/content/site";
import { useNonce } from "~/lib/nonce";

export type JsonLdValue =
  | string
  | number
  | boolean
  | null
  | JsonLdValue[]
  | { [key: string]: JsonLdValue | undefined };

export type JsonLdObject = { [key: string]: JsonLdValue | undefined };

const unsafeCharacters: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for a `<script>` element's text: characters that could close the script element or
 * start HTML markup are written as JSON unicode escapes, so any text (titles, names from the
 * database) is safe inside it and the JSON value stays the same.
 */
export function serializeScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => unsafeCharacters[char] ?? char,
  );
}

/** JSON for a `<script type="application/ld+json">` element (see serializeScriptJson). */
export function serializeJsonLd(value: JsonLdObject | JsonLdObject[]): string {
  return serializeScriptJson(value);
}

/** Renders structured data with the request's CSP nonce. Text children, no innerHTML. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const nonce = useNonce();
  return (
    <script type="application/ld+json" nonce={nonce || undefined} suppressHydrationWarning>
      {serializeJsonLd(data)}
    </script>
  );
}

/** The company as a schema.org Organization: contact point, social profiles, rating. */
export function organizationJsonLd(
  siteUrl: string,
  { withRating = true }: { withRating?: boolean } = {},
): JsonLdObject {
  return {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: siteUrl,
    logo: `${siteUrl}${site.logo}`,
    email: site.email,
    foundingDate: String(site.founded),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        email: site.email,
        telephone: site.whatsapp.number.replace(/\s/g, ""),
        url: `${siteUrl}/contact`,
        availableLanguage: ["English"],
      },
    ],
    sameAs: site.social.map((profile) => profile.url),
    aggregateRating: withRating
      ? {
          "@type": "AggregateRating",
          ratingValue: site.review.rating,
          bestRating: site.review.bestRating,
          reviewCount: site.review.reviewCount,
        }
      : undefined,
  };
}

/** The site as a schema.org WebSite with a site-search action on /search?q=. */
export function websiteJsonLd(siteUrl: string): JsonLdObject {
  return {
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: site.name,
    url: siteUrl,
    publisher: { "@id": `${siteUrl}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${siteUrl}/search?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Organization and WebSite in one graph: the structured data of every page. */
export function siteJsonLd(siteUrl: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@graph": [organizationJsonLd(siteUrl), websiteJsonLd(siteUrl)],
  };
}

/** Structured data that needs the site's public URL (skipped while it is unknown). */
export function SiteJsonLd({
  build,
}: {
  build: (siteUrl: string) => JsonLdObject | JsonLdObject[];
}) {
  const { siteUrl } = useShellData();
  return siteUrl ? <JsonLd data={build(siteUrl)} /> : null;
}
