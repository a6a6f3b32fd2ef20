import { and, type Column, eq, type SQL, sql } from "drizzle-orm";
import type { SubqueryWithSelection } from "drizzle-orm/pg-core";
import { canonicalPostUrl, categoryPath } from "~/features/blog/post-view";
import { publishedPostCondition } from "~/features/blog/posts.server";
import { cachedTextResponse } from "~/features/feeds/respond.server";
import { jobUrl } from "~/features/jobs/job-posting-json-ld";
import { openJobCondition } from "~/features/jobs/jobs.server";
import { indexableTagMinimum } from "~/features/tags/cloud";
import { getTagIndex } from "~/features/tags/tags.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { absoluteUrl } from "~/lib/page-meta";
import { blogCategories, blogPosts, jobPosts } from "../../../db/schema/index.ts";
import {
  buildSitemapIndex,
  buildUrlset,
  newestLastmod,
  parseSitemapName,
  type SitemapKind,
  type SitemapUrl,
  sitemapFile,
  sitemapFileCount,
  sitemapFileName,
  sitemapKinds,
  sitemapUrlLimit,
} from "./sitemap";
import { staticPageUrls } from "./sitemap-pages";

export interface SitemapContext {
  siteUrl: string;
  now: Date;
  /** URLs to a file: the protocol's 50,000, smaller in tests. */
  perFile: number;
}

/**
 * Where one kind of page comes from. `files` gives the newest lastmod of each file (empty when
 * there is nothing to list), `urls` one file's URLs (empty past the end).
 */
interface SitemapSource {
  files(context: SitemapContext): Promise<Array<Date | undefined>>;
  urls(file: number, context: SitemapContext): Promise<SitemapUrl[]>;
}

/** A source whose URLs are few enough to gather first (fixed pages, distinct tags). */
function listedSource(list: (context: SitemapContext) => Promise<SitemapUrl[]>): SitemapSource {
  return {
    async files(context) {
      const urls = await list(context);
      return Array.from({ length: sitemapFileCount(urls.length, context.perFile) }, (_, index) =>
        newestLastmod(sitemapFile(urls, index + 1, context.perFile)),
      );
    },
    async urls(file, context) {
      return sitemapFile(await list(context), file, context.perFile);
    },
  };
}

/** A database timestamp computed in SQL, read back as a Date. */
const asDate = (expression: SQL) => sql<Date>`${expression}`.mapWith(blogPosts.updatedAt);

/**
 * Rows numbered in `key` order (the order their files list them) with their lastmod: the
 * database works out each file's newest date, and only one row per file comes back.
 */
function fileQuery(lastmod: SQL, key: Column | SQL, perFile: number) {
  return getDb().select({
    lastmod: asDate(lastmod).as("lastmod"),
    file: sql<number>`(row_number() over (order by ${key}) - 1) / ${perFile}`.as("file"),
  });
}

type FileColumns = { lastmod: SQL.Aliased<Date>; file: SQL.Aliased<number> };

async function newestPerFile(numbered: {
  as(alias: "numbered"): SubqueryWithSelection<FileColumns, "numbered">;
}): Promise<Array<Date | undefined>> {
  const sub = numbered.as("numbered");
  const rows = await withDbRetry(() =>
    getDb()
      .select({ newest: asDate(sql`max(${sub.lastmod})`) })
      .from(sub)
      .groupBy(sub.file)
      .orderBy(sub.file),
  );
  return rows.map((row) => row.newest);
}

/** When a post last changed for a reader: its edit, or its publication when that came later. */
const postLastmod = sql`greatest(${blogPosts.updatedAt}, ${blogPosts.publishDate})`;

/** Posts visitors can read, by slug; a post whose canonical address is on another site is left out. */
const postSource: SitemapSource = {
  files: ({ now, perFile }) =>
    newestPerFile(
      fileQuery(postLastmod, blogPosts.slug, perFile)
        .from(blogPosts)
        .where(publishedPostCondition(now)),
    ),
  async urls(file, { now, perFile, siteUrl }) {
    const rows = await withDbRetry(() =>
      getDb()
        .select({
          slug: blogPosts.slug,
          canonicalUrl: blogPosts.canonicalUrl,
          lastmod: asDate(postLastmod),
        })
        .from(blogPosts)
        .where(publishedPostCondition(now))
        .orderBy(blogPosts.slug)
        .limit(perFile)
        .offset((file - 1) * perFile),
    );
    const origin = `${siteUrl.replace(/\/$/, "")}/`;
    return rows
      .map((post) => ({ loc: canonicalPostUrl(post, siteUrl), lastmod: post.lastmod }))
      .filter((url) => url.loc.startsWith(origin));
  },
};

/** Categories with at least one readable post (an empty category page is thin); lastmod is their newest post. */
const categoryLastmod = sql`max(${postLastmod})`;
const categoryPosts = (now: Date) =>
  and(eq(blogPosts.categoryId, blogCategories.id), publishedPostCondition(now));

const categorySource: SitemapSource = {
  files: ({ now, perFile }) =>
    newestPerFile(
      fileQuery(categoryLastmod, blogCategories.name, perFile)
        .from(blogCategories)
        .innerJoin(blogPosts, categoryPosts(now))
        .groupBy(blogCategories.id),
    ),
  async urls(file, { now, perFile, siteUrl }) {
    const rows = await withDbRetry(() =>
      getDb()
        .select({ name: blogCategories.name, lastmod: asDate(categoryLastmod) })
        .from(blogCategories)
        .innerJoin(blogPosts, categoryPosts(now))
        .groupBy(blogCategories.id)
        .orderBy(blogCategories.name)
        .limit(perFile)
        .offset((file - 1) * perFile),
    );
    return rows.map((row) => ({
      loc: absoluteUrl(siteUrl, categoryPath(row)),
      lastmod: row.lastmod,
    }));
  },
};

/** Open jobs (active, deadline not passed), by slug; lastmod is the job's last edit. */
const jobSource: SitemapSource = {
  files: ({ now, perFile }) =>
    newestPerFile(
      fileQuery(sql`${jobPosts.updatedAt}`, jobPosts.slug, perFile)
        .from(jobPosts)
        .where(openJobCondition(now)),
    ),
  async urls(file, { now, perFile, siteUrl }) {
    const rows = await withDbRetry(() =>
      getDb()
        .select({ slug: jobPosts.slug, lastmod: jobPosts.updatedAt })
        .from(jobPosts)
        .where(openJobCondition(now))
        .orderBy(jobPosts.slug)
        .limit(perFile)
        .offset((file - 1) * perFile),
    );
    return rows.map((row) => ({ loc: jobUrl(siteUrl, row.slug), lastmod: row.lastmod }));
  },
};

/** Each distinct tag of a table's matching rows with the newest lastmod among them. */
async function tagDates(
  tags: Column,
  lastmod: SQL,
  where: SQL,
  table: typeof blogPosts | typeof jobPosts,
): Promise<Array<{ tag: string; lastmod: Date }>> {
  const tagged = getDb()
    .select({ tag: sql<string>`unnest(${tags})`.as("tag"), lastmod: asDate(lastmod).as("lastmod") })
    .from(table)
    .where(where)
    .as("tagged");
  return withDbRetry(() =>
    getDb()
      .select({ tag: tagged.tag, lastmod: asDate(sql`max(${tagged.lastmod})`) })
      .from(tagged)
      .groupBy(tagged.tag),
  );
}

/**
 * The tag pages worth indexing: the tag index's tags (posts, open jobs and services, spellings
 * merged) with enough content, each at its canonical URL and dated by the newest post or job
 * carrying any of its spellings (service-only tags have no date).
 */
async function tagUrls({ now, siteUrl }: SitemapContext): Promise<SitemapUrl[]> {
  const [index, postTags, jobTags] = await Promise.all([
    getTagIndex({ now: now.getTime() }),
    tagDates(blogPosts.tags, postLastmod, publishedPostCondition(now), blogPosts),
    tagDates(jobPosts.tags, sql`${jobPosts.updatedAt}`, openJobCondition(now), jobPosts),
  ]);
  const newestBySpelling = new Map<string, Date>();
  for (const { tag, lastmod } of [...postTags, ...jobTags]) {
    const key = tag.toLowerCase();
    const known = newestBySpelling.get(key);
    if (!known || lastmod > known) newestBySpelling.set(key, lastmod);
  }
  return index.tags
    .filter((tag) => tag.count >= indexableTagMinimum)
    .sort((a, b) => (a.slug < b.slug ? -1 : 1))
    .map((tag) => {
      const dates = tag.spellings.flatMap((spelling) => {
        const date = newestBySpelling.get(spelling.toLowerCase());
        return date ? [date.getTime()] : [];
      });
      return {
        loc: absoluteUrl(siteUrl, `/tags/${encodeURIComponent(tag.slug)}`),
        lastmod: dates.length > 0 ? new Date(Math.max(...dates)) : undefined,
      };
    });
}

const sources: Record<SitemapKind, SitemapSource> = {
  pages: listedSource(async ({ siteUrl }) => staticPageUrls(siteUrl)),
  posts: postSource,
  categories: categorySource,
  jobs: jobSource,
  tags: listedSource(tagUrls),
};

function sitemapContext(overrides: Partial<SitemapContext> = {}): SitemapContext {
  return {
    siteUrl: overrides.siteUrl ?? getEnv().SITE_URL,
    now: overrides.now ?? new Date(),
    perFile: overrides.perFile ?? sitemapUrlLimit,
  };
}

/** Every sitemap file with its address and the newest lastmod of its URLs. */
export async function listSitemapFiles(
  overrides: Partial<SitemapContext> = {},
): Promise<SitemapUrl[]> {
  const context = sitemapContext(overrides);
  const perKind = await Promise.all(
    sitemapKinds.map(async (kind) => {
      const files = await sources[kind].files(context);
      return files.map((lastmod, index) => ({
        loc: absoluteUrl(
          context.siteUrl,
          `/sitemaps/${sitemapFileName(kind, index + 1, files.length)}`,
        ),
        lastmod,
      }));
    }),
  );
  return perKind.flat();
}

/** The URLs of the sitemap file with this name, or null when there is no such file. */
export async function sitemapUrls(
  name: string,
  overrides: Partial<SitemapContext> = {},
): Promise<SitemapUrl[] | null> {
  const parsed = parseSitemapName(name);
  if (!parsed) return null;
  const urls = await sources[parsed.kind].urls(parsed.file, sitemapContext(overrides));
  return urls.length > 0 ? urls : null;
}

const xmlType = "application/xml; charset=utf-8";

/** GET /sitemap.xml: the sitemap index, with ETag / 304 like the feeds. */
export async function sitemapIndexResponse(request: Request): Promise<Response> {
  return cachedTextResponse(request, buildSitemapIndex(await listSitemapFiles()), xmlType);
}

/** GET /sitemaps/{name}: one sitemap file; a name no file has answers 404. */
export async function sitemapResponse(request: Request, name: string): Promise<Response> {
  const urls = await sitemapUrls(name);
  if (!urls) throw new Response("Not Found", { status: 404 });
  return cachedTextResponse(request, buildUrlset(urls), xmlType);
}
