import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";
import { previewPost } from "./preview.server";

describe("post preview", () => {
  it("renders Markdown with the page's renderer, raw HTML removed", () => {
    const result = previewPost({
      content: "## Plan\n\n- one\n- two\n\n<script>alert(1)</script>",
      template: "",
      categoryId: "",
    });
    if (!result.ok) throw new Error(result.error);
    const html = toHtml(result.tree);
    expect(html).toContain('<h2 id="plan">Plan</h2>');
    expect(html).toContain("<li>one</li>");
    expect(html).not.toContain("script");
  });

  it("highlights code when the automatic template is technical", () => {
    const code = { content: "```js\nconst a = 1;\n```", template: "" };
    const technical = previewPost({ ...code, categoryId: "web-development" });
    const standard = previewPost({ ...code, categoryId: "news" });
    if (!technical.ok || !standard.ok) throw new Error("preview failed");
    expect(toHtml(technical.tree)).toContain("hljs");
    expect(toHtml(standard.tree)).not.toContain("hljs");
  });

  it("refuses content past the size limit with a clear message", () => {
    const result = previewPost({ content: "x".repeat(200_001), template: "", categoryId: "" });
    expect(result).toEqual({
      ok: false,
      error: "The content is too long to preview: at most 200,000 characters.",
    });
  });
});
