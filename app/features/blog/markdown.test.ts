import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown.server";

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
