import type { MetaDescriptor } from "react-router";
import type { Crumb } from "~/components/breadcrumb-json-ld";
import type { JsonLdObject } from "~/components/json-ld";
import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/page-meta";
import { canonicalPostUrl, categoryPath, postDefaults } from "./post-view";
import type { PostDetail } from "./types";

/**
 * Search and social metadata of a post page: the Open Graph article tags, the BlogPosting
 * structured data and the breadcrumb trail. Pure functions of the post and the site's origin.
 */

export const knowledgeCenter = { name: "Knowledge Center", path: "/knowledge-center" } as const;

/** The fields of a post the metadata reads. */
export type SeoPost = Pick<
  PostDetail,
  | "slug"
  | "title"
  | "excerpt"
  | "tags"
  | "keywords"
  | "authorName"
  | "authorRole"
  | "authorImage"
  | "image"
  | "publishDate"
  | "updatedAt"
  | "category"
  | "metaTitle"
  | "metaDescription"
  | "canonicalUrl"
  | "ogImage"
  | "twitterImage"
>;

/** What pageMeta takes for a post: title, description, keywords, canonical, images, og:type. */
export function postMetaOverrides(post: SeoPost, siteUrl: string) {
  const ogImage = post.ogImage || post.image || postDefaults.image;
  return {
    title: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt || post.title,
    keywords: post.keywords.length > 0 ? post.keywords : post.tags,
    canonical: canonicalPostUrl(post, siteUrl),
    ogImage,
    twitterImage: post.twitterImage || ogImage,
    ogType: "article" as const,
  };
}

function isoDate(value: Date | string): string {
  return new Date(value).toISOString();
}

/** Open Graph's article properties (ogp.me/#type_article). */
export function articleMetaTags(post: SeoPost): MetaDescriptor[] {
  return [
    { property: "article:published_time", content: isoDate(post.publishDate) },
    { property: "article:modified_time", content: isoDate(post.updatedAt) },
    ...(post.category ? [{ property: "article:section", content: post.category.name }] : []),
    ...(post.authorName ? [{ property: "article:author", content: post.authorName }] : []),
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

/** The post as a schema.org BlogPosting (an Article), for rich results. */
export function postJsonLd(post: SeoPost, siteUrl: string): JsonLdObject {
  const url = canonicalPostUrl(post, siteUrl);
  const meta = postMetaOverrides(post, siteUrl);
  const keywords = [...new Set([...post.keywords, ...post.tags])];
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title.slice(0, 110),
    description: meta.description,
    image: [absoluteUrl(siteUrl, meta.ogImage)],
    datePublished: isoDate(post.publishDate),
    dateModified: isoDate(post.updatedAt),
    author: {
      "@type": "Person",
      name: post.authorName || postDefaults.authorName,
      jobTitle: post.authorRole || postDefaults.authorRole,
      image: post.authorImage ? absoluteUrl(siteUrl, post.authorImage) : undefined,
    },
    publisher: {
      "@type": "Organization",
      "@id": `${siteUrl}/#organization`,
      name: site.name,
      url: siteUrl,
      logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, site.logo) },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    keywords: keywords.length > 0 ? keywords.join(", ") : undefined,
    articleSection: post.category?.name,
    inLanguage: "en-US",
  };
}

/** The trail Knowledge Center > Category > post, as shown and as structured data. */
export function postBreadcrumbs(post: Pick<SeoPost, "title" | "category">): Crumb[] {
  return [
    knowledgeCenter,
    ...(post.category ? [{ name: post.category.name, path: categoryPath(post.category) }] : []),
    { name: post.title },
  ];
}
