/**
 * Sitemaps (https://www.sitemaps.org/protocol.html, schema 0.9): a sitemap index at
 * /sitemap.xml names one sitemap per kind of page under /sitemaps/{name}.xml; a kind with more
 * than 50,000 URLs is split into numbered files (posts-1.xml, posts-2.xml, ...).
 */
import { escapeMarkup } from "~/lib/markup";

export const sitemapNamespace = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The protocol's limit of URLs in one sitemap file. */
export const sitemapUrlLimit = 50_000;

/** The kinds of page, each with its own sitemap, in the order the index lists them. */
export const sitemapKinds = ["pages", "posts", "categories", "jobs", "tags"] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** When the page last changed; left out when there is no real date. */
  lastmod?: Date;
}

function entry(tag: "url" | "sitemap", { loc, lastmod }: SitemapUrl): string {
  const date = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<${tag}><loc>${escapeMarkup(loc)}</loc>${date}</${tag}>`;
}

function document(root: "urlset" | "sitemapindex", entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${sitemapNamespace}">`,
    ...entries,
    `</${root}>`,
    "",
  ].join("\n");
}

/** A sitemap: one <url> per page. */
export function buildUrlset(urls: readonly SitemapUrl[]): string {
  return document(
    "urlset",
    urls.map((url) => entry("url", url)),
  );
}

/** A sitemap index: one <sitemap> per sitemap file. */
export function buildSitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return document(
    "sitemapindex",
    sitemaps.map((sitemap) => entry("sitemap", sitemap)),
  );
}

/** A file's name: `posts.xml` while the kind fits in one file, else `posts-1.xml`, `posts-2.xml`. */
export function sitemapFileName(kind: SitemapKind, file: number, fileCount: number): string {
  return fileCount > 1 ? `${kind}-${file}.xml` : `${kind}.xml`;
}

/**
 * The kind and 1-based file number a name asks for, or null for a name no sitemap can have.
 * `posts.xml` and `posts-1.xml` are both the first file, so an address stays good when a kind
 * grows past one file or shrinks back.
 */
export function parseSitemapName(name: string): { kind: SitemapKind; file: number } | null {
  const match = /^([a-z]+)(?:-([1-9]\d{0,5}))?\.xml$/.exec(name);
  if (!match) return null;
  const kind = sitemapKinds.find((known) => known === match[1]);
  if (!kind) return null;
  return { kind, file: match[2] ? Number(match[2]) : 1 };
}

/** How many files `count` URLs need, `perFile` to a file (none for no URLs). */
export function sitemapFileCount(count: number, perFile: number = sitemapUrlLimit): number {
  return Math.ceil(count / perFile);
}

/**
 * The newest lastmod of some URLs, or undefined unless every URL has one: a file of pages
 * without real dates must not claim the date of the one page that has.
 */
export function newestLastmod(urls: readonly SitemapUrl[]): Date | undefined {
  let newest: Date | undefined;
  for (const { lastmod } of urls) {
    if (!lastmod) return undefined;
    if (!newest || lastmod > newest) newest = lastmod;
  }
  return newest;
}

/** One file of an in-memory list of URLs (1-based), empty past the end. */
export function sitemapFile<T>(items: readonly T[], file: number, perFile: number): T[] {
  return items.slice((file - 1) * perFile, file * perFile);
}
