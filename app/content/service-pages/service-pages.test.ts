import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isKnownIcon } from "~/features/service-page/icons";
import { resolveTechnologies } from "~/features/service-page/technology-chips";
import { isPitchPageType } from "../pitches";
import { services } from "../services";
import { isTechnologyTrend } from "../technology-trends";
import { fileSlug, findServicePage, servicePageModules, servicePages } from "./index";
import type { ServicePageData, TechnologyStackItem } from "./types";

/** The category ids seeded in db/seed/categories.ts (read as text: the seed is server code). */
function seededIds(constName: string): Set<string> {
  const source = readFileSync(path.resolve("db/seed/categories.ts"), "utf8");
  const start = source.indexOf(`const ${constName}`);
  const block = source.slice(start, source.indexOf("];", start));
  return new Set([...block.matchAll(/\bid: "([^"]+)"/g)].map((match) => match[1] as string));
}

const blogCategoryIds = seededIds("blogCategorySeed");
/** Every tag of the seeded posts (db/seed/posts/*.ts, read as text like the categories). */
const seededPostTags = new Set(
  readdirSync(path.resolve("db/seed/posts")).flatMap((file) =>
    [
      ...readFileSync(path.resolve("db/seed/posts", file), "utf8").matchAll(/tags: \[([^\]]*)\]/g),
    ].flatMap((match) =>
      [...(match[1] as string).matchAll(/"([^"]+)"/g)].map((tag) => tag[1] as string),
    ),
  ),
);
const jobCategoryIds = seededIds("jobCategorySeed");

/**
 * Spec: the contact dialog's page type and default service of each service page; AI Daily Life
 * opens its own pitch, as the services overview does (ADR 021).
 */
const expectedDialog: Record<string, { pageType: string; defaultService: string }> = {
  "web-development": { pageType: "web-development", defaultService: "web-development" },
  "mobile-development": { pageType: "mobile-development", defaultService: "mobile-development" },
  ecommerce: { pageType: "ecommerce-development", defaultService: "ecommerce-development" },
  "ai-data": { pageType: "ai-data-services", defaultService: "ai-data-services" },
  "ai-daily-life": { pageType: "ai-daily-life", defaultService: "ai-data-services" },
  "blockchain-dapps": { pageType: "blockchain-dapps", defaultService: "blockchain-dapps" },
  "data-engineering": { pageType: "data-engineering", defaultService: "data-engineering" },
  "virtual-reality": { pageType: "virtual-reality", defaultService: "virtual-reality" },
  "cloud-devops": { pageType: "cloud-devops", defaultService: "cloud-devops" },
  "qa-automation": { pageType: "qa-automation", defaultService: "qa-automation" },
  "rpa-automation": { pageType: "rpa-services", defaultService: "rpa-services" },
  "api-services": { pageType: "api-services", defaultService: "api-services" },
  "serverless-functions": {
    pageType: "serverless-functions",
    defaultService: "serverless-functions",
  },
};

const nonEmpty = (text: string) => text.trim().length > 0;

function stackItems(page: ServicePageData): TechnologyStackItem[] {
  return page.technologyStack ? Object.values(page.technologyStack).flat() : [];
}

function iconsOf(page: ServicePageData): string[] {
  return [
    ...page.services.map((service) => service.icon),
    ...page.externalResources.flatMap((resource) => (resource.icon ? [resource.icon] : [])),
    ...(page.dataPipelineFlow?.steps.map((step) => step.icon) ?? []),
    ...stackItems(page).map((item) => item.icon),
  ];
}

describe("service page registry", () => {
  it("registers the web development page and finds pages by slug", () => {
    expect(findServicePage("web-development")?.title).toBe("Web Development");
    expect(findServicePage("no-such-service")).toBeUndefined();
    expect(findServicePage(undefined)).toBeUndefined();
  });

  it("has a page for each of the 13 services", () => {
    expect(services).toHaveLength(13);
    expect(servicePages.map((page) => page.slug)).toEqual(services.map((service) => service.slug));
  });

  it("names each module after its page's slug, a slug of app/content/services.ts", () => {
    const slugs = services.map((service) => service.slug as string);
    for (const [file, page] of Object.entries(servicePageModules)) {
      expect(page.slug, file).toBe(fileSlug(file));
      expect(slugs, file).toContain(page.slug);
    }
  });

  it("lists the pages in the order of the services", () => {
    const order = services.map((service) => service.slug as string);
    const positions = servicePages.map((page) => order.indexOf(page.slug));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe.each(servicePages.map((page) => [page.slug, page] as const))("%s page", (slug, page) => {
  const dataEngineering = slug === "data-engineering";

  it("has six service cards with non-empty texts and features", () => {
    expect(page.services).toHaveLength(6);
    for (const service of page.services) {
      expect(nonEmpty(service.title) && nonEmpty(service.description)).toBe(true);
      expect(service.features.length).toBeGreaterThan(0);
      expect(service.features.every(nonEmpty)).toBe(true);
    }
    expect(new Set(page.services.map((service) => service.title)).size).toBe(6);
  });

  it(`has ${dataEngineering ? 6 : 4} process steps numbered from 1`, () => {
    expect(page.process.map((step) => step.step)).toEqual(
      Array.from({ length: dataEngineering ? 6 : 4 }, (_, index) => index + 1),
    );
    expect(page.process.every((step) => nonEmpty(step.title) && nonEmpty(step.description))).toBe(
      true,
    );
  });

  it(`has ${dataEngineering ? 7 : 5} distinct FAQs`, () => {
    expect(page.faqs).toHaveLength(dataEngineering ? 7 : 5);
    expect(page.faqs.every((faq) => nonEmpty(faq.question) && nonEmpty(faq.answer))).toBe(true);
    expect(new Set(page.faqs.map((faq) => faq.question)).size).toBe(page.faqs.length);
  });

  it("has non-empty texts, features, benefits and catalogue technologies", () => {
    for (const text of [
      page.title,
      page.description,
      page.shortDescription,
      page.technologyTitle,
      page.technologyDescription,
    ]) {
      expect(nonEmpty(text)).toBe(true);
    }
    expect(page.features.length).toBeGreaterThan(0);
    expect(page.benefits.length).toBeGreaterThan(0);
    expect([...page.features, ...page.benefits].every(nonEmpty)).toBe(true);
    expect(resolveTechnologies(page.technologies).length).toBeGreaterThan(0);
  });

  it("opens the contact dialog with the spec's page type and default service", () => {
    expect(page.contactDialog).toEqual(expectedDialog[slug]);
    expect(isPitchPageType(page.contactDialog.pageType)).toBe(true);
  });

  it("filters related blocks by seeded category ids", () => {
    expect(page.blogCategoryIds.length).toBeGreaterThan(0);
    expect(page.jobCategoryIds.length).toBeGreaterThan(0);
    for (const id of page.blogCategoryIds) expect(blogCategoryIds, id).toContain(id);
    for (const id of page.jobCategoryIds) expect(jobCategoryIds, id).toContain(id);
  });

  const { articlesTag } = page;
  if (articlesTag) {
    it(`links its related articles to ${articlesTag}, a topic that seeded posts carry`, () => {
      expect(page.blogTags).toContain(articlesTag);
      expect(seededPostTags).toContain(articlesTag);
    });
  }

  it("names only icons the template knows, and trends of the legend", () => {
    expect(iconsOf(page).filter((icon) => !isKnownIcon(icon))).toEqual([]);
    for (const item of stackItems(page)) {
      expect(isTechnologyTrend(item.trend), item.name).toBe(true);
    }
  });
});
