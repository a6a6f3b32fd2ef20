import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { buildRobotsTxt } from "./robots";
import {
  buildSitemapIndex,
  buildUrlset,
  newestLastmod,
  parseSitemapName,
  sitemapFile,
  sitemapFileCount,
  sitemapFileName,
} from "./sitemap";
import { staticPagePaths, staticPageUrls } from "./sitemap-pages";

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" });

describe("sitemap documents", () => {
  it("writes a well-formed urlset with escaped URLs and lastmod only when known", () => {
    const xml = buildUrlset([
      { loc: "https://site.test/tags/a&b?x=<1>", lastmod: new Date("2025-01-02T03:04:05Z") },
      { loc: "https://site.test/" },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = parser.parse(xml);
    expect(doc.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(doc.urlset.url).toEqual([
      { loc: "https://site.test/tags/a&b?x=<1>", lastmod: "2025-01-02T03:04:05.000Z" },
      { loc: "https://site.test/" },
    ]);
    expect(xml).toContain("a&amp;b?x=&lt;1&gt;");
  });

  it("writes a sitemap index", () => {
    const xml = buildSitemapIndex([{ loc: "https://site.test/sitemaps/pages.xml" }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml).sitemapindex.sitemap).toEqual({
      loc: "https://site.test/sitemaps/pages.xml",
    });
  });
});

describe("sitemap files", () => {
  it("names one file by its kind and several by number", () => {
    expect(sitemapFileName("posts", 1, 1)).toBe("posts.xml");
    expect(sitemapFileName("posts", 2, 3)).toBe("posts-2.xml");
    expect(sitemapFileCount(0)).toBe(0);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFileCount(7, 3)).toBe(3);
  });

  it("reads a name back, and refuses names no sitemap has", () => {
    expect(parseSitemapName("posts.xml")).toEqual({ kind: "posts", file: 1 });
    expect(parseSitemapName("posts-1.xml")).toEqual({ kind: "posts", file: 1 });
    expect(parseSitemapName("tags-12.xml")).toEqual({ kind: "tags", file: 12 });
    for (const name of ["users.xml", "posts-0.xml", "posts-01.xml", "posts", "posts.xml.gz", ""]) {
      expect(parseSitemapName(name)).toBeNull();
    }
  });

  it("splits a list into files and dates a file only when every URL has a date", () => {
    expect(sitemapFile([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(sitemapFile([1, 2, 3], 3, 2)).toEqual([]);
    const a = new Date("2025-01-01T00:00:00Z");
    const b = new Date("2025-02-01T00:00:00Z");
    expect(
      newestLastmod([
        { loc: "x", lastmod: b },
        { loc: "y", lastmod: a },
      ]),
    ).toEqual(b);
    expect(newestLastmod([{ loc: "x", lastmod: b }, { loc: "y" }])).toBeUndefined();
  });
});

describe("fixed pages", () => {
  const paths = staticPagePaths();

  it("lists every public page once and no account, staff, search or alias page", () => {
    const expected = [
      "/",
      "/hire-talent",
      "/outsource-project",
      "/services",
      ...services.map((service) => `/services/${service.slug}`),
      "/ai-use-cases",
      "/certifications",
      "/azure-services",
      "/amazon-web-services",
      "/google-cloud-services",
      "/contact",
      "/careers",
      "/internship",
      "/knowledge-center",
      "/knowledge-center/categories",
      "/our-story",
      "/credits",
      "/remote-work-policy",
      "/privacy-policy",
      "/terms-and-conditions",
      "/cookies-policy",
    ];
    expect(paths).toEqual(expect.arrayContaining(expected));
    expect(services).toHaveLength(13);
    expect(paths.filter((path) => path.startsWith("/products/"))).toHaveLength(5);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(user|admin|api|search)(\/|$)/);
    }
    expect(paths).not.toContain("/blog");
  });

  it("dates only the legal pages (1 January 2024)", () => {
    const urls = staticPageUrls("https://site.test");
    const dated = urls.filter((url) => url.lastmod).map((url) => url.loc);
    expect(dated.sort()).toEqual([
      "https://site.test/cookies-policy",
      "https://site.test/privacy-policy",
      "https://site.test/terms-and-conditions",
    ]);
    expect(urls.find((url) => url.lastmod)?.lastmod?.toISOString()).toBe(
      "2024-01-01T00:00:00.000Z",
    );
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps crawlers out of private areas and names the sitemap index", () => {
    expect(buildRobotsTxt("https://site.test").split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /user",
      "Disallow: /admin",
      "Disallow: /api",
      "Disallow: /search",
      "Disallow: /unsubscribe",
      "",
      "Sitemap: https://site.test/sitemap.xml",
      "",
    ]);
  });
});
