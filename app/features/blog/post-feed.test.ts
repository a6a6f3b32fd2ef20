import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import { renderFeed } from "~/features/feeds/feed";
import { checkAtom, checkJsonFeed, checkRss } from "../../../tests/support/feed-validation";
import {
  type FeedPostInput,
  postFeedCategories,
  postFeedUpdated,
  postsFeedModel,
} from "./post-feed";

const siteUrl = "https://site.test";

function feedPost(overrides: Partial<FeedPostInput> = {}): FeedPostInput {
  return {
    id: "5b1c0c3e-0000-4000-8000-000000000001",
    slug: "react-in-production",
    title: "React <Server> Components & you",
    excerpt: "What we learned <shipping> them.",
    contentHtml: '<h2 id="why">Why</h2><pre><code class="language-tsx">const a = 1;</code></pre>',
    tags: ["React", "TypeScript", "Web Development"],
    authorName: "Priya Raman",
    image: "/images/blog/react.svg",
    ogImage: null,
    canonicalUrl: null,
    categoryName: "Web Development",
    publishDate: new Date("2025-05-01T09:00:00Z"),
    updatedAt: new Date("2025-05-03T09:00:00Z"),
    ...overrides,
  };
}

const posts = [
  feedPost(),
  feedPost({
    id: "5b1c0c3e-0000-4000-8000-000000000002",
    slug: "llm-evaluation-playbook-2026",
    title: "LLM Evaluation Playbook",
    canonicalUrl: "/knowledge-center/llm-evaluation-playbook",
    authorName: null,
    image: null,
    ogImage: "/og/llm.png",
    categoryName: null,
    tags: [],
    publishDate: new Date("2025-04-01T09:00:00Z"),
    updatedAt: new Date("2025-03-01T09:00:00Z"),
  }),
  feedPost({
    id: "5b1c0c3e-0000-4000-8000-000000000003",
    slug: "no-image",
    image: null,
    publishDate: new Date("2025-03-01T09:00:00Z"),
    updatedAt: new Date("2025-03-01T09:00:00Z"),
  }),
];

describe("post feed model", () => {
  const model = postsFeedModel(posts, siteUrl);

  it("names the knowledge center and its three feed addresses", () => {
    expect(model.homePageUrl).toBe(`${siteUrl}/knowledge-center`);
    expect(model.feedUrls).toEqual({
      rss: `${siteUrl}/feed.xml`,
      atom: `${siteUrl}/atom.xml`,
      json: `${siteUrl}/feed.json`,
    });
    expect(model.updated.toISOString()).toBe("2025-05-03T09:00:00.000Z");
  });

  it("gives each post a stable id, its canonical URL, excerpt, byline, categories and image", () => {
    const [first, second, third] = model.items;
    expect(first).toMatchObject({
      id: "urn:uuid:5b1c0c3e-0000-4000-8000-000000000001",
      url: `${siteUrl}/knowledge-center/react-in-production`,
      summary: "What we learned <shipping> them.",
      authors: [{ name: "Priya Raman" }],
      categories: ["Web Development", "React", "TypeScript"],
      image: `${siteUrl}/images/blog/react.svg`,
    });
    expect(first?.contentHtml).toContain("<pre><code");
    // canonical_url wins; a missing author is the spec's default; og_image before image.
    expect(second).toMatchObject({
      url: `${siteUrl}/knowledge-center/llm-evaluation-playbook`,
      authors: [{ name: "Unknown Author" }],
      categories: [],
      image: `${siteUrl}/og/llm.png`,
    });
    expect(third?.image).toBeUndefined();
  });

  it("dates an entry by its edit, or by its publication when that came later", () => {
    expect(postFeedUpdated(posts[0] as FeedPostInput).toISOString()).toBe(
      "2025-05-03T09:00:00.000Z",
    );
    expect(postFeedUpdated(posts[1] as FeedPostInput).toISOString()).toBe(
      "2025-04-01T09:00:00.000Z",
    );
    expect(postFeedCategories({ categoryName: "AI", tags: ["AI", "LLM"] })).toEqual(["AI", "LLM"]);
  });
});

describe("post feeds as documents", () => {
  const model = postsFeedModel(posts, siteUrl);

  it("RSS 2.0: valid, full HTML in content:encoded, a dc:creator byline, a typed image", () => {
    const xml = renderFeed(model, "rss");
    expect(checkRss(xml).problems).toEqual([]);
    const feed = parseRssFeed(xml);
    const [item] = feed.items ?? [];
    expect(feed.items?.map((entry) => entry.link)).toEqual(model.items.map((entry) => entry.url));
    expect(item?.title).toBe("React <Server> Components & you");
    expect(item?.content?.encoded).toContain('<h2 id="why">Why</h2>');
    expect(item?.dc?.creators).toEqual(["Priya Raman"]);
    expect(item?.categories?.map((category) => category.name)).toEqual([
      "Web Development",
      "React",
      "TypeScript",
    ]);
    expect(item?.enclosures?.[0]).toMatchObject({
      url: `${siteUrl}/images/blog/react.svg`,
      type: "image/svg+xml",
    });
  });

  it("Atom 1.0: valid, html content, authors and published/updated dates", () => {
    const xml = renderFeed(model, "atom");
    expect(checkAtom(xml).problems).toEqual([]);
    const feed = parseAtomFeed(xml);
    const [entry] = feed.entries ?? [];
    expect(entry?.id).toBe("urn:uuid:5b1c0c3e-0000-4000-8000-000000000001");
    expect(entry?.content).toMatchObject({ type: "html" });
    expect(entry?.content?.value).toContain("<pre><code");
    expect(entry?.authors?.[0]?.name).toBe("Priya Raman");
    expect(entry?.published).toBe("2025-05-01T09:00:00.000Z");
    expect(entry?.updated).toBe("2025-05-03T09:00:00.000Z");
  });

  it("JSON Feed 1.1: valid, content_html, summary, tags, authors and image", () => {
    const json = renderFeed(model, "json");
    expect(checkJsonFeed(json).problems).toEqual([]);
    const feed = parseJsonFeed(JSON.parse(json));
    const [item] = feed.items ?? [];
    expect(item).toMatchObject({
      id: "urn:uuid:5b1c0c3e-0000-4000-8000-000000000001",
      summary: "What we learned <shipping> them.",
      tags: ["Web Development", "React", "TypeScript"],
      authors: [{ name: "Priya Raman" }],
      image: `${siteUrl}/images/blog/react.svg`,
    });
    expect(item?.content_html).toContain("<h2");
  });
});
