import { describe, expect, it } from "vitest";
import { readTimeFor } from "./post-fields";
import { isSitePathOrHttpsUrl, parseUtcDateTime, postToFormValues, splitList } from "./post-input";
import { postState } from "./post-state";

describe("post editor input", () => {
  it("splits comma lists, trimming and dropping repeats in any case", () => {
    expect(splitList(" React, react ,  Node.js,,  AI   &  ML ")).toEqual([
      "React",
      "Node.js",
      "AI & ML",
    ]);
    expect(splitList("")).toEqual([]);
  });

  it("computes read time at 200 words a minute, at least one minute", () => {
    expect(readTimeFor("")).toBe(1);
    expect(readTimeFor("word ".repeat(200))).toBe(1);
    expect(readTimeFor("word ".repeat(201))).toBe(2);
    expect(readTimeFor("## Heading\n\n- one\n- two")).toBe(1);
  });

  it("reads datetime-local values as UTC", () => {
    expect(parseUtcDateTime("2026-05-01T09:30")).toEqual(new Date("2026-05-01T09:30:00Z"));
    expect(parseUtcDateTime("2026-05-01 09:30")).toBeNull();
    expect(parseUtcDateTime("2026-13-45T09:30")).toBeNull();
  });

  it("accepts site paths and https URLs only", () => {
    expect(isSitePathOrHttpsUrl("/images/a.png")).toBe(true);
    expect(isSitePathOrHttpsUrl("https://cdn.example.com/a.png")).toBe(true);
    expect(isSitePathOrHttpsUrl("//evil.example/a.png")).toBe(false);
    expect(isSitePathOrHttpsUrl("http://example.com/a.png")).toBe(false);
    expect(isSitePathOrHttpsUrl("javascript:alert(1)")).toBe(false);
    expect(isSitePathOrHttpsUrl("images/a.png")).toBe(false);
  });

  it("shows a scheduled post with its UTC time and lists joined by commas", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const post = {
      title: "T",
      slug: "t",
      excerpt: "",
      content: "",
      status: "published",
      publishDate: new Date("2026-04-01T08:15:00Z"),
      categoryId: null,
      tags: ["a", "b"],
      keywords: [],
      authorName: null,
      authorRole: null,
      authorImage: null,
      readTime: 4,
      template: null,
      metaTitle: null,
      metaDescription: null,
      canonicalUrl: null,
      legacyUrl: null,
      ogImage: null,
      twitterImage: null,
      image: null,
    };
    expect(postToFormValues(post, now)).toMatchObject({
      tags: "a, b",
      readTime: "4",
      template: "",
      publish: "schedule",
      scheduleAt: "2026-04-01T08:15",
    });
    expect(postState(post, now)).toBe("scheduled");
    expect(postToFormValues(null).publish).toBe("draft");
  });
});
