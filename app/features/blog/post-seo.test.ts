import { describe, expect, it } from "vitest";
import { getRouteMeta } from "~/content/route-meta";
import { buildMeta } from "~/lib/page-meta";
import {
  articleMetaTags,
  postBreadcrumbs,
  postJsonLd,
  postMetaOverrides,
  type SeoPost,
} from "./post-seo";

const siteUrl = "https://quillstack.test";

const base: SeoPost = {
  slug: "react-server-components-in-production",
  title: "React Server Components in Production",
  excerpt: "What changed when we moved a large app to RSC.",
  tags: ["React", "TypeScript"],
  keywords: [],
  authorName: "Priya Nair",
  authorRole: "Principal Engineer",
  authorImage: "/images/team/priya.svg",
  image: "/images/blog/rsc.svg",
  publishDate: new Date("2025-03-04T09:00:00Z"),
  updatedAt: new Date("2025-04-01T10:30:00Z"),
  category: {
    id: "web-development",
    name: "Web Development",
    slug: "web-development",
    description: null,
    color: "#2563eb",
  },
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  ogImage: null,
  twitterImage: null,
};

const withFields = (fields: Partial<SeoPost>): SeoPost => ({ ...base, ...fields });

function metaOf(post: SeoPost) {
  const pathname = `/knowledge-center/${post.slug}`;
  return buildMeta({
    pathname,
    siteUrl,
    routeMeta: getRouteMeta(pathname),
    ...postMetaOverrides(post, siteUrl),
  });
}

const find = (meta: ReturnType<typeof metaOf>, key: string) =>
  meta.find((entry) => "property" in entry && entry.property === key) ??
  meta.find((entry) => "name" in entry && entry.name === key);

describe("post metadata", () => {
  it("falls back to the title, excerpt, tags and the post's own path", () => {
    const meta = metaOf(base);
    expect(meta).toContainEqual({ title: "React Server Components in Production | Quillstack" });
    expect(find(meta, "description")).toEqual({ name: "description", content: base.excerpt });
    expect(find(meta, "keywords")).toEqual({ name: "keywords", content: "React, TypeScript" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteUrl}/knowledge-center/react-server-components-in-production`,
    });
    expect(find(meta, "og:type")).toMatchObject({ content: "article" });
    expect(find(meta, "og:image")).toMatchObject({ content: `${siteUrl}/images/blog/rsc.svg` });
    expect(find(meta, "twitter:image")).toMatchObject({
      content: `${siteUrl}/images/blog/rsc.svg`,
    });
  });

  it("prefers the post's own meta fields, canonical URL and social images", () => {
    const meta = metaOf(
      withFields({
        metaTitle: "RSC in production: a field report",
        metaDescription: "Field report.",
        keywords: ["react server components"],
        canonicalUrl: "/knowledge-center/rsc",
        ogImage: "https://cdn.example/og.png",
        twitterImage: "/images/blog/rsc-twitter.png",
      }),
    );
    expect(meta).toContainEqual({ title: "RSC in production: a field report | Quillstack" });
    expect(find(meta, "description")).toMatchObject({ content: "Field report." });
    expect(find(meta, "keywords")).toMatchObject({ content: "react server components" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteUrl}/knowledge-center/rsc`,
    });
    expect(find(meta, "og:url")).toMatchObject({ content: `${siteUrl}/knowledge-center/rsc` });
    expect(find(meta, "og:image")).toMatchObject({ content: "https://cdn.example/og.png" });
    expect(find(meta, "twitter:image")).toMatchObject({
      content: `${siteUrl}/images/blog/rsc-twitter.png`,
    });
  });

  it("uses the placeholder image when the post has none", () => {
    const meta = metaOf(withFields({ image: null }));
    expect(find(meta, "og:image")).toMatchObject({
      content: `${siteUrl}/images/blog/placeholder.svg`,
    });
  });

  it("adds the Open Graph article properties, one article:tag per tag", () => {
    expect(articleMetaTags(base)).toEqual([
      { property: "article:published_time", content: "2025-03-04T09:00:00.000Z" },
      { property: "article:modified_time", content: "2025-04-01T10:30:00.000Z" },
      { property: "article:section", content: "Web Development" },
      { property: "article:author", content: "Priya Nair" },
      { property: "article:tag", content: "React" },
      { property: "article:tag", content: "TypeScript" },
    ]);
    const bare = articleMetaTags(withFields({ category: null, authorName: null, tags: [] }));
    expect(bare.map((tag) => "property" in tag && tag.property)).toEqual([
      "article:published_time",
      "article:modified_time",
    ]);
  });
});

describe("post structured data", () => {
  it("describes the post as a BlogPosting with author, publisher and page", () => {
    const data = postJsonLd(withFields({ keywords: ["rsc", "React"] }), siteUrl);
    const url = `${siteUrl}/knowledge-center/react-server-components-in-production`;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: base.title,
      description: base.excerpt,
      image: [`${siteUrl}/images/blog/rsc.svg`],
      datePublished: "2025-03-04T09:00:00.000Z",
      dateModified: "2025-04-01T10:30:00.000Z",
      author: {
        "@type": "Person",
        name: "Priya Nair",
        jobTitle: "Principal Engineer",
        image: `${siteUrl}/images/team/priya.svg`,
      },
      publisher: {
        "@type": "Organization",
        name: "Quillstack",
        logo: { "@type": "ImageObject", url: `${siteUrl}/logo.png` },
      },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      keywords: "rsc, React, TypeScript",
      articleSection: "Web Development",
    });
  });

  it("names the default author and keeps the canonical URL as the main page", () => {
    const data = postJsonLd(
      withFields({
        authorName: null,
        authorRole: null,
        authorImage: null,
        canonicalUrl: "/knowledge-center/rsc",
        tags: [],
        category: null,
      }),
      siteUrl,
    );
    expect(data.author).toEqual({
      "@type": "Person",
      name: "Unknown Author",
      jobTitle: "Writer",
      image: undefined,
    });
    expect(data.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": `${siteUrl}/knowledge-center/rsc`,
    });
    expect(data.keywords).toBeUndefined();
    expect(data.articleSection).toBeUndefined();
  });

  it("keeps the headline within Google's 110 characters", () => {
    const data = postJsonLd(withFields({ title: "x".repeat(150) }), siteUrl);
    expect(String(data.headline)).toHaveLength(110);
  });
});

describe("post breadcrumbs", () => {
  it("leads from the knowledge center through the category to the post", () => {
    expect(postBreadcrumbs(base)).toEqual([
      { name: "Knowledge Center", path: "/knowledge-center" },
      { name: "Web Development", path: "/knowledge-center/categories/web-development" },
      { name: base.title },
    ]);
    expect(postBreadcrumbs(withFields({ category: null }))).toHaveLength(2);
  });
});
