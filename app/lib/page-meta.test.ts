import { describe, expect, it } from "vitest";
import { defaultRouteMeta, getRouteMeta } from "~/content/route-meta";
import { type BuildMetaOptions, buildMeta, pageMeta, siteUrlFromMatches } from "./page-meta";

/** buildMeta with the path's route-meta entry, as the root loader gives it. */
const build = (options: Omit<BuildMetaOptions, "routeMeta">) =>
  buildMeta({ ...options, routeMeta: getRouteMeta(options.pathname) });

type Descriptor = Record<string, unknown>;

function find(meta: Descriptor[], key: string, value: string): Descriptor | undefined {
  return meta.find((descriptor) => descriptor[key] === value);
}

function content(meta: Descriptor[], key: "name" | "property", value: string): unknown {
  return find(meta, key, value)?.content;
}

const siteUrl = "https://quillstack.example";

describe("buildMeta", () => {
  it("uses the default metadata for a path without its own entry", () => {
    const meta = build({ pathname: "/no-such-page", siteUrl }) as Descriptor[];
    expect(find(meta, "title", defaultRouteMeta.title)).toBeDefined();
    expect(content(meta, "name", "description")).toBe(defaultRouteMeta.description);
    expect(content(meta, "name", "keywords")).toBe(defaultRouteMeta.keywords.join(", "));
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:image")).toBe(`${siteUrl}/og/default.png`);
    expect(content(meta, "name", "twitter:image")).toBe(`${siteUrl}/og/default.png`);
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "property", "og:site_name")).toBe("Quillstack");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("states the spec's figures in the default description", () => {
    expect(defaultRouteMeta.description).toContain("50,000+");
    expect(defaultRouteMeta.description).toContain("48 hours");
    expect(defaultRouteMeta.description).toContain("4-step");
    expect(defaultRouteMeta.description).toContain("4.9/5 from 150 reviews");
  });

  it("emits a canonical link descriptor for the page's own path, without a trailing slash", () => {
    const meta = build({ pathname: "/careers/", siteUrl }) as Descriptor[];
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteUrl}/careers` });
    expect(content(meta, "property", "og:url")).toBe(`${siteUrl}/careers`);
    expect(build({ pathname: "/", siteUrl })).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteUrl}/`,
    });
  });

  it("appends the site name to a route's title once, and uses it for social titles", () => {
    const meta = build({ pathname: "/careers", siteUrl }) as Descriptor[];
    expect(find(meta, "title", "Careers | Quillstack")).toBeDefined();
    expect(content(meta, "property", "og:title")).toBe("Careers | Quillstack");
    expect(content(meta, "name", "twitter:title")).toBe("Careers | Quillstack");
    const home = build({ pathname: "/", siteUrl }) as Descriptor[];
    expect(home[0]?.title).toBe(getRouteMeta("/").title);
  });

  it("lets overrides replace fields, ignoring undefined ones", () => {
    const meta = build({
      pathname: "/careers",
      siteUrl,
      title: "Senior React Engineer",
      description: undefined,
      ogType: "article",
      ogImage: "https://cdn.example/job.png",
      canonical: "/careers/job/senior-react-engineer",
      noindex: true,
    }) as Descriptor[];
    expect(find(meta, "title", "Senior React Engineer | Quillstack")).toBeDefined();
    expect(content(meta, "name", "description")).toBe(getRouteMeta("/careers").description);
    expect(content(meta, "property", "og:type")).toBe("article");
    expect(content(meta, "property", "og:image")).toBe("https://cdn.example/job.png");
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteUrl}/careers/job/senior-react-engineer`,
    });
    expect(content(meta, "name", "robots")).toBe("noindex, follow");
  });

  it("points /blog's canonical URL at the knowledge center it duplicates", () => {
    expect(build({ pathname: "/blog", siteUrl })).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteUrl}/knowledge-center`,
    });
  });

  it("has an entry for every service and product page", () => {
    for (const path of ["/services/serverless-functions", "/products/suchify"]) {
      expect(getRouteMeta(path)).not.toBe(defaultRouteMeta);
    }
    expect(getRouteMeta("/products/suchify").ogType).toBe("product");
  });
});

describe("pageMeta", () => {
  it("reads the site URL from the root route's loader data", () => {
    const matches = [
      { id: "root", loaderData: { siteUrl } },
      { id: "routes/x", loaderData: {} },
    ];
    expect(siteUrlFromMatches(matches)).toBe(siteUrl);
    const meta = pageMeta({ location: { pathname: "/contact" }, matches }) as Descriptor[];
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteUrl}/contact` });
  });

  it("takes the page's route-meta entry from the root loader's data", () => {
    const routeMeta = getRouteMeta("/contact");
    const matches = [{ id: "root", loaderData: { siteUrl, routeMeta } }];
    const meta = pageMeta({ location: { pathname: "/contact" }, matches }) as Descriptor[];
    expect(find(meta, "title", `${routeMeta.title} | Quillstack`)).toBeDefined();
    expect(content(meta, "name", "description")).toBe(routeMeta.description);
  });

  it("falls back to the production domain when the root data is missing", () => {
    expect(siteUrlFromMatches([{ id: "root", loaderData: undefined }])).toBe(
      "https://quillstack.dev",
    );
  });
});
