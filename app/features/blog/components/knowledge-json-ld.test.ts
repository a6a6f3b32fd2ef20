import { describe, expect, it } from "vitest";
import type { PostSummary } from "../types";
import { knowledgeCenterJsonLd } from "./knowledge-json-ld";

const post: PostSummary = {
  id: "1",
  slug: "notes",
  title: "Notes </script>",
  excerpt: "",
  tags: [],
  authorName: null,
  authorRole: null,
  authorImage: null,
  readTime: null,
  image: null,
  publishDate: new Date("2025-01-02T00:00:00Z"),
  updatedAt: new Date("2025-01-03T00:00:00Z"),
  category: { id: "news", name: "News", slug: "news", description: null, color: null },
};

describe("knowledgeCenterJsonLd", () => {
  it("describes the page as a CollectionPage of the Blog's posts with absolute URLs", () => {
    const data = knowledgeCenterJsonLd({
      siteUrl: "https://example.com",
      path: "/knowledge-center",
      name: "Knowledge Center",
      description: "Articles",
      posts: [post],
    });
    expect(data["@type"]).toBe("CollectionPage");
    expect(data.url).toBe("https://example.com/knowledge-center");
    const blog = data.mainEntity as { "@type": string; blogPost: Record<string, unknown>[] };
    expect(blog["@type"]).toBe("Blog");
    expect(blog.blogPost).toEqual([
      {
        "@type": "BlogPosting",
        "@id": "https://example.com/knowledge-center/notes",
        url: "https://example.com/knowledge-center/notes",
        headline: "Notes </script>",
        description: undefined,
        image: "https://example.com/images/blog/placeholder.svg",
        datePublished: "2025-01-02T00:00:00.000Z",
        dateModified: "2025-01-03T00:00:00.000Z",
        author: { "@type": "Person", name: "Unknown Author" },
        articleSection: "News",
        keywords: undefined,
      },
    ]);
  });
});
