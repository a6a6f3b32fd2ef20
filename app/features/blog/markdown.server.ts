import { createHash } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import path from "node:path";
import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { LRUCache } from "lru-cache";
import rehypeHighlight from "rehype-highlight";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { clearedOnContentChange } from "~/lib/content-caches.server";

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

/** Where the site's own files are: the build's copy of public/, then public/ itself (dev). */
const publicRoots = [path.resolve("build/client"), path.resolve("public")];

/** The width and height an SVG declares (attributes, else its viewBox), from its first 2 KB. */
export function svgSize(head: string): { width: number; height: number } | null {
  const tag = /<svg\b[^>]*>/i.exec(head)?.[0];
  if (!tag) return null;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)\\s*(px)?\\s*["']`, "i").exec(tag)?.[1];
  let width = Number(attribute("width"));
  let height = Number(attribute("height"));
  if (!(width > 0 && height > 0)) {
    const box = /\sviewBox\s*=\s*["']([^"']*)["']/i
      .exec(tag)?.[1]
      ?.trim()
      .split(/[\s,]+/);
    width = Number(box?.[2]);
    height = Number(box?.[3]);
  }
  return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : null;
}

/** The size of one of the site's own SVG files by its URL path, or null. */
function siteSvgSize(src: string): { width: number; height: number } | null {
  if (!src.startsWith("/") || src.startsWith("//")) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(src.split(/[?#]/)[0] ?? "");
  } catch {
    return null; // a malformed %-escape: not one of our files
  }
  if (!pathname.toLowerCase().endsWith(".svg")) return null;
  for (const root of publicRoots) {
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep)) return null;
    let handle: number | undefined;
    try {
      handle = openSync(file, "r");
      const buffer = Buffer.alloc(2048);
      const read = readSync(handle, buffer, 0, buffer.length, 0);
      return svgSize(buffer.toString("utf8", 0, read));
    } catch {
      // not in this root
    } finally {
      if (handle !== undefined) closeSync(handle);
    }
  }
  return null;
}

/**
 * A Markdown image has no size, so the text below it would move when it loads: the site's own
 * SVG figures get the width and height they declare (the page's CSS scales them, keeping the
 * ratio). Bodies are rendered once per version (see the cache below), so the file is read once.
 */
function sizedImages() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const src = node.properties.src;
      if (node.tagName !== "img" || typeof src !== "string") return;
      if (node.properties.width !== undefined || node.properties.height !== undefined) return;
      const size = siteSvgSize(src);
      if (!size) return;
      node.properties.width = size.width;
      node.properties.height = size.height;
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

function markdownProcessor(highlight: boolean) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(rehypeSlug)
    .use(lazyImages)
    .use(sizedImages)
    .use(externalLinks);
  if (highlight) processor.use(rehypeHighlight, { detect: false });
  return processor.use(withoutPositions).freeze();
}

// Made once: attaching rehype-highlight registers its 37 grammars, which cost more than
// rendering a post (a processor per render made a first view of a post 5 times slower).
const processors = { plain: markdownProcessor(false), highlighted: markdownProcessor(true) };

function render(markdown: string, highlight: boolean): Root {
  const processor = highlight ? processors.highlighted : processors.plain;
  return processor.runSync(processor.parse(markdown)) as Root;
}

/**
 * Rendered trees by the SHA-256 of their Markdown and options: a post is rendered once per
 * version (its content), not on every view; an edit changes the content and with it the key, so
 * a stale body is never served, and a post whose updated_at moved without a content change
 * (a title edit) keeps its rendering. Bounded by count and by the V8 heap the trees hold, least
 * recently used out. On the demo posts a plain and a highlighted tree together weigh ~28 bytes
 * per Markdown character; reckoning 40 for each errs on the safe side (markdown.test.ts checks
 * it), and 16 MiB holds ~400,000 characters, every demo post in both forms. Bounded by the
 * Markdown's length alone (8 million characters), 10,000 posts could fill over 100 MiB of the
 * 256 MiB heap `npm run serve` allows (ADR 048).
 */
const treeBytesPerCharacter = 40;
const renderedTrees = clearedOnContentChange(
  new LRUCache<string, Root>({ max: 500, maxSize: 16 * 1024 * 1024 }),
);

/** How many rendered trees are held (tests and diagnostics). */
export function markdownCacheSize(): number {
  return renderedTrees.size;
}

/** The heap the held trees are reckoned to weigh, in bytes (tests and diagnostics). */
export function markdownCacheBytes(): number {
  return renderedTrees.calculatedSize;
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
    renderedTrees.set(key, tree, { size: Math.max(1, markdown.length * treeBytesPerCharacter) });
  }
  return structuredClone(tree);
}

/** Markdown as an HTML string (feeds), from the same tree as the page. */
export function markdownToHtml(markdown: string, options?: MarkdownOptions): string {
  return toHtml(markdownToHast(markdown, options));
}
