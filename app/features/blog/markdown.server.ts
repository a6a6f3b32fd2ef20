import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import rehypeHighlight from "rehype-highlight";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

/**
 * Markdown to a hast tree, the one renderer of post bodies (page, feeds, the editor's preview).
 * Raw HTML in the Markdown is dropped (remark-rehype keeps none), the result is sanitized
 * (no script, no event handlers, no javascript: URLs), and code is highlighted on the server so
 * no highlighter ships to the browser.
 */
export interface MarkdownOptions {
  /** Colour code blocks (the technical template). */
  highlight?: boolean;
}

// GitHub's schema plus the language class remark puts on fenced code.
const schema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ["className", /^language-[\w-]+$/]] as Array<
      string | [string, ...Array<string | RegExp>]
    >,
  },
};

/** Images below the fold must not hold up the page: lazy, async decoding. */
function lazyImages() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img") return;
      node.properties.loading = "lazy";
      node.properties.decoding = "async";
    });
  };
}

/** Links that leave the site open safely and say so to crawlers. */
function externalLinks() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string" || !/^https?:\/\//i.test(href)) return;
      node.properties.rel = ["noopener", "noreferrer"];
    });
  };
}

/** Positions are only for tooling; dropping them keeps the tree small on the wire. */
function withoutPositions() {
  return (tree: Root) => {
    visit(tree, (node) => {
      delete node.position;
    });
  };
}

export function markdownToHast(markdown: string, { highlight = false }: MarkdownOptions = {}) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(rehypeSlug)
    .use(lazyImages)
    .use(externalLinks);
  if (highlight) processor.use(rehypeHighlight, { detect: false });
  processor.use(withoutPositions);
  return processor.runSync(processor.parse(markdown)) as Root;
}

/** Markdown as an HTML string (feeds), from the same tree as the page. */
export function markdownToHtml(markdown: string, options?: MarkdownOptions): string {
  return toHtml(markdownToHast(markdown, options));
}
