import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Element } from "hast";
import { beforeEach, describe, expect, it } from "vitest";
import { clearContentCaches } from "~/lib/content-caches.server";
import { postSeed } from "../../../db/seed/posts";
import {
  markdownCacheBytes,
  markdownCacheSize,
  markdownToHast,
  markdownToHtml,
  svgSize,
} from "./markdown.server";

describe("markdownToHtml", () => {
  it("renders headings with ids, lists, tables and images lazily", () => {
    const html = markdownToHtml(
      "## Why it matters\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n![Chart](/images/blog/chart.svg)",
    );
    expect(html).toContain('<h2 id="why-it-matters">Why it matters</h2>');
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<table>");
    expect(html).toContain('<img src="/images/blog/chart.svg" alt="Chart" loading="lazy"');
  });

  it("drops raw HTML and unsafe links", () => {
    const html = markdownToHtml(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("click");
  });

  it("highlights code only when asked", () => {
    const markdown = "```ts\nconst answer: number = 42;\n```";
    expect(markdownToHtml(markdown)).not.toContain("hljs-keyword");
    const highlighted = markdownToHtml(markdown, { highlight: true });
    expect(highlighted).toContain('<span class="hljs-keyword">const</span>');
    expect(highlighted).toContain('class="hljs language-ts"');
  });

  it("marks external links noopener", () => {
    expect(markdownToHtml("[docs](https://example.org/guide)")).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe("markdownToHast's cache of rendered bodies", () => {
  beforeEach(() => clearContentCaches());

  it("renders a body once: the same Markdown again is served from the cache", () => {
    const markdown = "# Title\n\nSome *text* and a [link](/careers).";
    const first = markdownToHast(markdown);
    expect(markdownCacheSize()).toBe(1);
    const second = markdownToHast(markdown);
    expect(markdownCacheSize()).toBe(1);
    expect(second).toEqual(first);
  });

  it("gives each caller its own tree: changing one does not change the cached body", () => {
    const markdown = "[docs](/knowledge-center)";
    const tree = markdownToHast(markdown);
    const link = (tree.children[0] as Element).children[0] as Element;
    link.properties.href = "https://example.org/changed";
    expect(markdownToHtml(markdown)).toContain('href="/knowledge-center"');
  });

  it("renders again when the body changes (a new version of the post)", () => {
    expect(markdownToHtml("Version one")).toContain("Version one");
    expect(markdownToHtml("Version two")).toContain("Version two");
    expect(markdownCacheSize()).toBe(2);
  });

  it("keeps highlighted and plain renderings apart", () => {
    const markdown = "```ts\nconst answer = 42;\n```";
    expect(markdownToHtml(markdown, { highlight: true })).toContain("hljs-keyword");
    expect(markdownToHtml(markdown)).not.toContain("hljs-keyword");
    expect(markdownCacheSize()).toBe(2);
  });

  it("stays bounded however many distinct bodies are rendered", () => {
    for (let index = 0; index < 520; index++) markdownToHast(`Post number ${index}`);
    expect(markdownCacheSize()).toBe(500);
  });

  it("reckons at least the heap its trees hold, so its 16 MiB bound is one of the heap", () => {
    setFlagsFromString("--expose-gc");
    const collectGarbage = runInNewContext("gc") as () => void;
    const heapUsed = () => {
      collectGarbage();
      return process.memoryUsage().heapUsed;
    };
    const posts = postSeed.slice(0, 12);
    const renderAll = () => {
      for (const post of posts) {
        markdownToHast(post.content);
        markdownToHast(post.content, { highlight: true });
      }
    };
    // Once before measuring: the highlighter's grammars and the code's first compilation stay.
    renderAll();
    clearContentCaches();
    const empty = heapUsed();
    renderAll();
    const held = heapUsed() - empty;
    expect(markdownCacheSize()).toBe(posts.length * 2);
    expect(held).toBeGreaterThan(0);
    expect(markdownCacheBytes()).toBeGreaterThanOrEqual(held);
  }, 60_000);
});

describe("image sizes", () => {
  it("reads an SVG's width and height, else its viewBox", () => {
    expect(svgSize('<svg xmlns="x" viewBox="0 0 960 420" width="960" height="420">')).toEqual({
      width: 960,
      height: 420,
    });
    expect(svgSize('<svg viewBox="0 0 640 360" stroke-width="2">')).toEqual({
      width: 640,
      height: 360,
    });
    expect(svgSize('<svg width="100%" height="auto">')).toBeNull();
    expect(svgSize("<html>")).toBeNull();
  });

  it("gives the site's own SVG figures their size, and leaves other images alone", () => {
    const html = markdownToHtml(
      "![Diagram](/images/blog/figures/rsc-streaming.svg)\n\n![Elsewhere](https://example.org/a.svg)\n\n![Missing](/images/blog/figures/no-such-figure.svg)\n\n![Outside](/../package.json)",
    );
    expect(html).toContain(
      '<img src="/images/blog/figures/rsc-streaming.svg" alt="Diagram" loading="lazy" decoding="async" width="960" height="420">',
    );
    expect(html).toContain(
      '<img src="https://example.org/a.svg" alt="Elsewhere" loading="lazy" decoding="async">',
    );
    expect(html).toContain('alt="Missing" loading="lazy" decoding="async">');
    expect(html).toContain('alt="Outside" loading="lazy" decoding="async">');
    expect(markdownToHtml("![Broken](/images/%E0%A4%A.svg)")).toContain('alt="Broken"');
  });
});
