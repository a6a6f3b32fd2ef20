import { describe, expect, it } from "vitest";
import { getRouteMeta } from "~/content/route-meta";
import { servicePages } from "~/content/service-pages";
import { services } from "~/content/services";
import { servicePageCopy } from "./content";
import { serviceJsonLd } from "./json-ld";
import { serviceMeta } from "./meta";

/** Every string the site generates around a service page's own content, by where it shows. */
function generatedStrings(page: (typeof servicePages)[number]): Record<string, string> {
  const meta = serviceMeta(page);
  const jsonLd = serviceJsonLd(page, "https://example.com") as {
    name: string;
    serviceType: string;
    hasOfferCatalog: { name: string };
  };
  const routeMeta = getRouteMeta(`/services/${page.slug}`);
  return {
    ...servicePageCopy(page),
    metaTitle: meta.title,
    metaDescription: meta.description,
    ...Object.fromEntries(meta.keywords.map((keyword, index) => [`keyword ${index}`, keyword])),
    jsonLdName: jsonLd.name,
    jsonLdServiceType: jsonLd.serviceType,
    jsonLdCatalogName: jsonLd.hasOfferCatalog.name,
    routeMetaTitle: routeMeta.title,
    routeMetaDescription: routeMeta.description,
  };
}

/** Words written with more than one capital letter in a service's names: API, AI, DApp, DevOps, VR... */
const acronyms = new Set(
  services
    .flatMap((service) => [service.title, ...Object.values(service.names)])
    .flatMap((name) => name.split(/[^A-Za-z]+/))
    .filter((word) => /^[A-Za-z]*[A-Z][a-z]*[A-Z]/.test(word)),
);

/** Words of a text that spell an acronym in another case ("api", "Vr", "Devops"). */
function miscasedAcronyms(text: string): string[] {
  return text
    .split(/[^A-Za-z]+/)
    .filter((word) =>
      [...acronyms].some(
        (acronym) => acronym.toLowerCase() === word.toLowerCase() && acronym !== word,
      ),
    );
}

/** "Services Services", "the the": a word repeated straight after itself. */
function doubledWords(text: string): string[] {
  return [...text.matchAll(/\b(\w+)\s+\1\b/gi)].map((match) => match[0]);
}

describe("the names sentences use", () => {
  it("knows the acronyms of the service titles", () => {
    expect([...acronyms]).toEqual(
      expect.arrayContaining(["API", "AI", "DApp", "VR", "AR", "MR", "DevOps", "QA", "RPA"]),
    );
  });

  it("finds the defects it guards against", () => {
    expect(doubledWords("API & Backend Services Services")).toEqual(["Services Services"]);
    expect(miscasedAcronyms("your api & backend services project, vr/ar/mr and qa")).toEqual([
      "api",
      "vr",
      "ar",
      "mr",
      "qa",
    ]);
  });
});

describe.each(servicePages.map((page) => [page.slug, page] as const))("/services/%s", (_, page) => {
  const strings = generatedStrings(page);

  it("writes no word twice in a row", () => {
    for (const [where, text] of Object.entries(strings))
      expect(doubledWords(text), where).toEqual([]);
  });

  it("keeps every acronym's case", () => {
    for (const [where, text] of Object.entries(strings)) {
      expect(miscasedAcronyms(text), `${where}: ${text}`).toEqual([]);
    }
  });

  it("titles the page with what the service offers, naming 'Services' once", () => {
    for (const title of [
      strings.metaTitle,
      strings.routeMetaTitle,
      strings.jsonLdCatalogName,
      strings.offeringsHeading,
    ]) {
      expect(title).toMatch(/Services$/);
      expect(title?.match(/Services/g)).toHaveLength(1);
    }
  });

  it("starts each sentence with a capital and ends it with a stop", () => {
    for (const sentence of [
      strings.useCasesIntro,
      strings.articlesIntro,
      strings.resourcesIntro,
      strings.callToActionTitle,
      strings.metaDescription,
      strings.routeMetaDescription,
    ]) {
      expect(sentence).toMatch(/^[A-Z].*[.?]$/);
    }
  });
});
