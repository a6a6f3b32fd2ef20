import type { JsonLdObject } from "~/components/json-ld";
import { postPath, withPostDefaults } from "../post-view";
import type { PostSummary } from "../types";

/** A post as a schema.org BlogPosting (the list's view of it: no body). */
export function blogPostingJsonLd(post: PostSummary, siteUrl: string): JsonLdObject {
  const view = withPostDefaults(post);
  const url = new URL(postPath(post), siteUrl).toString();
  return {
    "@type": "BlogPosting",
    "@id": url,
    url,
    headline: post.title,
    description: post.excerpt || undefined,
    image: new URL(view.image, siteUrl).toString(),
    datePublished: new Date(post.publishDate).toISOString(),
    dateModified: new Date(post.updatedAt).toISOString(),
    author: { "@type": "Person", name: view.authorName },
    articleSection: post.category?.name,
    keywords: post.tags.length > 0 ? post.tags.join(", ") : undefined,
  };
}

/**
 * The knowledge-center list as a schema.org CollectionPage whose main entity is the Blog with the
 * posts on the page.
 */
export function knowledgeCenterJsonLd({
  siteUrl,
  path,
  name,
  description,
  posts,
}: {
  siteUrl: string;
  /** The page's canonical path, e.g. /knowledge-center or a category page. */
  path: string;
  name: string;
  description: string;
  posts: readonly PostSummary[];
}): JsonLdObject {
  const url = new URL(path, siteUrl).toString();
  const blogUrl = new URL("/knowledge-center", siteUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": url,
    url,
    name,
    description,
    isPartOf: { "@id": `${siteUrl}/#website` },
    mainEntity: {
      "@type": "Blog",
      "@id": `${blogUrl}#blog`,
      name: "Knowledge Center",
      url: blogUrl,
      publisher: { "@id": `${siteUrl}/#organization` },
      blogPost: posts.map((post) => blogPostingJsonLd(post, siteUrl)),
    },
  };
}
