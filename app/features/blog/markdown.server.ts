import { createHash } from "node:crypto";
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
import { createLruCache } from "./markdown-cache";

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

function render(markdown: string, highlight: boolean): Root {
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

/**
 * Rendered trees by the SHA-256 of their Markdown and options: a post is rendered once per
 * version (its content), not on every view; an edit changes the content and with it the key, so
 * a stale body is never served, and a post whose updated_at moved without a content change
 * (a title edit) keeps its rendering. Bounded by count and by the Markdown's total length
 * (a rendered tree weighs a small multiple of it), least recently used out.
 */
const renderedTrees = createLruCache<Root>({ maxEntries: 500, maxWeight: 8_000_000 });

/** Forgets every rendered tree (tests). */
export function clearMarkdownCache(): void {
  renderedTrees.clear();
}

/** How many rendered trees are held (tests and diagnostics). */
export function markdownCacheSize(): number {
  return renderedTrees.size;
}

/**
 * The Markdown's sanitized hast tree, rendered once per distinct Markdown and options. Each call
 * gets its own copy, so a caller may change its tree (the feeds make links absolute) without
 * touching the cached one; copying costs a few percent of a rendering.
 */
export function markdownToHast(markdown: string, { highlight = false }: MarkdownOptions = {}) {
  const key = createHash("sha256")
    .update(highlight ? "h:" : "p:")
    .update(markdown)
    .digest("base64url");
  let tree = renderedTrees.get(key);
  if (!tree) {
    tree = render(markdown, highlight);
    renderedTrees.set(key, tree, markdown.length);
  }
  return structuredClone(tree);
}

/** Markdown as an HTML string (feeds), from the same tree as the page. */
export function markdownToHtml(markdown: string, options?: MarkdownOptions): string {
  return toHtml(markdownToHast(markdown, options));
}
