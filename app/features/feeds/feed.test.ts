import { describe, expect, it } from "vitest";
import { checkAtom, checkJsonFeed, checkRss } from "../../../tests/support/feed-validation";
import { type FeedModel, feedContentTypes, latestItemDate, renderFeed } from "./feed";
import { bodyETag, cachedTextResponse, ifNoneMatchMatches } from "./respond.server";

const model: FeedModel = {
  id: "https://site.test/careers",
  title: "Site & <Jobs>",
  description: "Open positions",
  homePageUrl: "https://site.test/careers",
  feedUrls: {
    rss: "https://site.test/jobs/feed.xml",
    atom: "https://site.test/jobs/atom.xml",
    json: "https://site.test/jobs/feed.json",
  },
  language: "en",
  updated: new Date("2025-03-02T10:00:00Z"),
  author: { name: "Site", url: "https://site.test" },
  copyright: "© Site",
  items: [
    {
      id: "urn:uuid:1",
      url: "https://site.test/careers/job/one",
      title: "Engineer <R&D> ]]> at Co",
      summary: "Co · Remote \u0007· <b>not bold</b>",
      contentHtml: "<p>Hello &amp; welcome</p>",
      published: new Date("2025-03-01T10:00:00Z"),
      updated: new Date("2025-03-02T10:00:00Z"),
      categories: ["Engineering", "Full-time"],
      authors: [{ name: "Co" }],
    },
    {
      id: "urn:uuid:2",
      url: "https://site.test/careers/job/two",
      title: "Designer",
      summary: "Plain",
      published: new Date("2025-02-01T10:00:00Z"),
    },
  ],
};

describe("renderFeed", () => {
  it("writes valid RSS 2.0 with every item, titles kept as text", () => {
    const { problems, items } = checkRss(renderFeed(model, "rss"));
    expect(problems).toEqual([]);
    expect(items.map((item) => item.id)).toEqual(["urn:uuid:1", "urn:uuid:2"]);
    expect(items[0]?.title).toBe("Engineer <R&D> ]]> at Co");
    expect(renderFeed(model, "rss")).not.toContain("\u0007");
  });

  it("writes valid Atom 1.0 with a self link, author and escaped HTML titles", () => {
    const xml = renderFeed(model, "atom");
    const { problems, items } = checkAtom(xml);
    expect(problems).toEqual([]);
    expect(items[0]?.link).toBe("https://site.test/careers/job/one");
    // type="html": the reader un-escapes once and shows the text, not markup.
    expect(items[0]?.title).toBe("Engineer &lt;R&amp;D&gt; ]]&gt; at Co");
    expect(xml).toContain('<link rel="self" href="https://site.test/jobs/atom.xml"/>');
  });

  it("writes JSON Feed 1.1 with authors, ids, urls and content", () => {
    const body = renderFeed(model, "json");
    const { problems, items } = checkJsonFeed(body);
    expect(problems).toEqual([]);
    expect(items).toHaveLength(2);
    const parsed = JSON.parse(body);
    expect(parsed.feed_url).toBe("https://site.test/jobs/feed.json");
    expect(parsed.authors).toEqual([{ name: "Site", url: "https://site.test" }]);
    expect(parsed.items[1].content_text).toBe("Plain");
  });

  it("gives the same bytes for the same data (so the ETag is stable)", () => {
    for (const format of ["rss", "atom", "json"] as const) {
      expect(renderFeed(model, format)).toBe(renderFeed(structuredClone(model), format));
    }
    expect(latestItemDate(model.items).toISOString()).toBe("2025-03-02T10:00:00.000Z");
    expect(latestItemDate([]).getTime()).toBe(0);
  });

  it("declares each format's content type", () => {
    expect(feedContentTypes).toEqual({
      rss: "application/rss+xml; charset=utf-8",
      atom: "application/atom+xml; charset=utf-8",
      json: "application/feed+json; charset=utf-8",
    });
  });
});

describe("cachedTextResponse", () => {
  const request = (headers: Record<string, string> = {}, method = "GET") =>
    new Request("https://site.test/jobs/feed.xml", { headers, method });

  it("answers 200 with the body, content type, ETag and five minutes of public caching", async () => {
    const response = cachedTextResponse(request(), "<rss/>", feedContentTypes.rss);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<rss/>");
    expect(response.headers.get("Content-Type")).toBe(feedContentTypes.rss);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(response.headers.get("ETag")).toBe(bodyETag("<rss/>"));
    expect(bodyETag("<rss/>")).not.toBe(bodyETag("<rss />"));
  });

  it("answers 304 without a body when If-None-Match names the body, strong or weak", async () => {
    const etag = bodyETag("<rss/>");
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = cachedTextResponse(request({ "If-None-Match": header }), "<rss/>", "x");
      expect(response.status).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("ETag")).toBe(etag);
    }
    expect(cachedTextResponse(request({ "If-None-Match": '"stale"' }), "<rss/>", "x").status).toBe(
      200,
    );
    expect(ifNoneMatchMatches(null, etag)).toBe(false);
  });

  it("sends no body to HEAD", async () => {
    const response = cachedTextResponse(request({}, "HEAD"), "<rss/>", "x");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describe("the feed checks themselves", () => {
  it("report what a broken feed lacks", () => {
    expect(
      checkRss('<rss version="0.91"><channel><title>t</title></channel></rss>').problems,
    ).toEqual([
      "rss version is not 2.0",
      "channel without <link>",
      "channel without <description>",
    ]);
    expect(checkAtom(renderFeed(model, "rss")).problems).toEqual(["no <feed> root"]);
    expect(
      checkJsonFeed('{"version":"https://jsonfeed.org/version/1","title":"t","items":[{"id":1}]}')
        .problems,
    ).toEqual([
      "version https://jsonfeed.org/version/1",
      "item 0 without a string id",
      "item 0 without content_html or content_text",
      "item 0 url",
      "item 0 without a title",
    ]);
    expect(() => checkRss("<rss><channel></rss>")).toThrow(/not well-formed/);
  });
});
