import { and, arrayOverlaps, count, desc, or, type SQL, sql } from "drizzle-orm";
import { technologies } from "~/content/technologies";
import {
  publishedPostCondition,
  selectPostSummaries,
  toPostSummary,
} from "~/features/blog/posts.server";
import type { PostSummary } from "~/features/blog/types";
import { openJobCondition, selectJobSummaries, toJobSummary } from "~/features/jobs/jobs.server";
import type { JobSummary } from "~/features/jobs/types";
import { clearedOnContentChange } from "~/lib/content-caches.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { slugify } from "~/lib/slugify";
import { escapeLikePattern } from "~/lib/sql";
import { staleWhileRevalidate } from "~/lib/stale-while-revalidate";
import { blogPosts, jobPosts } from "../../../db/schema/index.ts";
import { sortByCount } from "./cloud";
import { matchTag, type TagMatch, tagKey } from "./matching";
import { serviceTechnologies } from "./services";

/**
 * A tag with what carries it (spec: Tag summary). `slug` is its canonical URL segment
 * (/tags/{slug}); `spellings` are the exact texts posts and jobs use for it ("React", "react"),
 * which the list queries look up through the GIN indexes on `tags`.
 */
export interface TagSummary {
  tag: string;
  slug: string;
  count: number;
  blogs: number;
  jobs: number;
  services: number;
  spellings: string[];
}

interface TagRow {
  tag: string;
  spellings: string[];
  blogs: number;
  jobs: number;
}

/**
 * Tags of readable posts and open jobs, counted in the database: one row per tag ignoring case,
 * with its most common spelling, every spelling, and how many posts and jobs carry it. Only the
 * distinct tags travel to the application, never the posts or jobs.
 */
async function aggregateTags(now: Date): Promise<TagRow[]> {
  const result = await getDb().execute(sql`
    select mode() within group (order by btrim(tag)) as tag,
           array_agg(distinct tag) as spellings,
           count(distinct id) filter (where kind = 'blog')::int as blogs,
           count(distinct id) filter (where kind = 'job')::int as jobs
    from (
      select ${blogPosts.id} as id, 'blog' as kind, unnest(${blogPosts.tags}) as tag
      from ${blogPosts} where ${publishedPostCondition(now)}
      union all
      select ${jobPosts.id}, 'job', unnest(${jobPosts.tags})
      from ${jobPosts} where ${openJobCondition(now)}
    ) as tagged
    where btrim(tag) <> ''
    group by lower(btrim(tag))
  `);
  return (result as unknown as { rows: TagRow[] }).rows.map((row) => ({
    tag: row.tag,
    spellings: row.spellings,
    blogs: Number(row.blogs),
    jobs: Number(row.jobs),
  }));
}

/**
 * When the counts change by themselves: the next scheduled post coming due, or the next open
 * job's deadline passing (both found through indexes or a small table, not by a scan of posts).
 */
async function nextScheduledChange(now: Date): Promise<number | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await getDb().execute(sql`
    select
      (select min(${blogPosts.publishDate}) from ${blogPosts}
        where ${blogPosts.status} = 'published' and ${blogPosts.publishDate} > ${at}) as post,
      (select min(${jobPosts.applicationDeadline}) from ${jobPosts}
        where ${jobPosts.isActive} and ${jobPosts.applicationDeadline} > ${at}) as job
  `);
  const row = (result as unknown as { rows: Array<{ post: unknown; job: unknown }> }).rows[0];
  const times = [row?.post, row?.job]
    .filter((value) => value !== null && value !== undefined)
    .map((value) => new Date(value as string | Date).getTime())
    .filter(Number.isFinite);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** Several spellings of one tag ("Node.js", "nodejs") become one tag named by the most used. */
function mergeTags(rows: TagRow[]): TagSummary[] {
  const byKey = new Map<string, TagSummary & { uses: number }>();
  const add = (tag: string, uses: number, counts: Partial<TagSummary>) => {
    const key = tagKey(tag);
    if (!key) return;
    const entry = byKey.get(key);
    if (!entry) {
      byKey.set(key, {
        tag,
        slug: slugify(tag),
        count: 0,
        blogs: counts.blogs ?? 0,
        jobs: counts.jobs ?? 0,
        services: counts.services ?? 0,
        spellings: counts.spellings ?? [],
        uses,
      });
      return;
    }
    entry.blogs += counts.blogs ?? 0;
    entry.jobs += counts.jobs ?? 0;
    entry.services += counts.services ?? 0;
    entry.spellings.push(...(counts.spellings ?? []));
    if (uses > entry.uses) Object.assign(entry, { tag, slug: slugify(tag), uses });
  };
  for (const row of rows) add(row.tag, row.blogs + row.jobs, row);
  for (const { tag, services } of serviceTechnologies()) add(tag, services, { services });
  // Every catalogued technology is a known tag: its page explains it even before content uses it.
  for (const technology of technologies) add(technology.name, 0, {});
  return sortByCount(
    [...byKey.values()].map(({ uses: _uses, ...entry }) => ({
      ...entry,
      count: entry.blogs + entry.jobs + entry.services,
    })),
  );
}

export interface TagIndex {
  /** Every tag, most content first. */
  tags: TagSummary[];
  /** When it was counted (ms). */
  countedAt: number;
}

async function loadTagIndex(now: number): Promise<TagIndex & { nextChange?: number }> {
  const at = new Date(now);
  const [rows, nextChange] = await withDbRetry(() =>
    Promise.all([aggregateTags(at), nextScheduledChange(at)]),
  );
  return { tags: mergeTags(rows), countedAt: now, nextChange };
}

/** Spec: tag counts are stale after 10 minutes and retained 30 minutes. */
export const tagCountsStaleMs = 10 * 60_000;
export const tagCountsRetainedMs = 30 * 60_000;

const tagIndex = clearedOnContentChange(
  staleWhileRevalidate({
    load: loadTagIndex,
    freshMs: tagCountsStaleMs,
    keepMs: tagCountsRetainedMs,
    // A post coming due or a deadline passing changes the counts: never serve them past it.
    endsAt: (index) => index.nextChange,
  }),
);

/**
 * Every tag with its counts, cached in this process.
 *
 * Why a time-to-live plus explicit invalidation rather than a freshness check per request: a
 * cheap fingerprint of the content would be max(updated_at) and the row counts of blog_posts and
 * job_posts, but updated_at has no index, so that check is a sequential scan of the posts (with
 * 10,000 posts it costs about as much as the aggregation it would save). Instead:
 * - every write of posts or jobs, from any instance or by hand, empties it (the content-change
 *   notification, clearContentCaches), so edits show at once;
 * - counts that change by themselves (a scheduled post coming due, a job deadline passing) end
 *   the entry at that moment (nextScheduledChange, two index lookups when counting);
 * - while notifications cannot be received (the database away), the counts are fresh for 10
 *   minutes and then served at most until 30 minutes while fresh ones load.
 */
export function getTagIndex({ now = Date.now() }: { now?: number } = {}): Promise<TagIndex> {
  return tagIndex.get(now);
}

/** The known tag closest to a URL's tag (see matchTag), with every tag for the cloud. */
export async function findTag(
  input: string,
  options: { now?: number } = {},
): Promise<{ match: TagMatch<TagSummary> | null; tags: TagSummary[] }> {
  const { tags } = await getTagIndex(options);
  return { match: matchTag(input, tags), tags };
}

interface TagListOptions {
  /** Search within the results (title and excerpt or description, ignoring case). */
  q?: string;
  /** 0 counts without listing. */
  limit: number;
  /** The total when it is already known (skips the count query). */
  knownTotal?: number;
  offset?: number;
  now?: Date;
}

/**
 * A page of rows and the total, in parallel; `limit` 0 only counts. With `knownTotal` (the
 * cached tag counts, when nothing narrows the list) the count query is skipped.
 */
async function rowsWithTotal<Row>(
  { limit, knownTotal }: { limit: number; knownTotal?: number },
  rows: () => Promise<Row[]>,
  total: () => Promise<Array<{ total: number }>>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, totals] = await withDbRetry(() =>
    Promise.all([
      limit > 0 ? rows() : Promise.resolve([]),
      knownTotal === undefined ? total() : Promise.resolve([{ total: knownTotal }]),
    ]),
  );
  return { rows: page, total: Number(totals[0]?.total ?? 0) };
}

const containsText = (columns: SQL[], q: string | undefined): SQL | undefined => {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLikePattern(text)}%`;
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
};

/** Readable posts carrying the tag (any spelling), newest publish date first, with the total. */
export async function listTagPosts(
  tag: Pick<TagSummary, "spellings">,
  { q, limit, knownTotal, offset = 0, now = new Date() }: TagListOptions,
): Promise<{ posts: PostSummary[]; total: number }> {
  if (tag.spellings.length === 0) return { posts: [], total: 0 };
  const where = and(
    publishedPostCondition(now),
    arrayOverlaps(blogPosts.tags, tag.spellings),
    containsText([sql`${blogPosts.title}`, sql`${blogPosts.excerpt}`], q),
  );
  const db = getDb();
  const { rows, total } = await rowsWithTotal(
    { limit, knownTotal },
    () =>
      selectPostSummaries()
        .where(where)
        .orderBy(desc(blogPosts.publishDate), desc(blogPosts.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(blogPosts).where(where),
  );
  return { posts: rows.map(toPostSummary), total };
}

/** Open jobs carrying the tag (any spelling), newest first, with the total. */
export async function listTagJobs(
  tag: Pick<TagSummary, "spellings">,
  { q, limit, knownTotal, offset = 0, now = new Date() }: TagListOptions,
): Promise<{ jobs: JobSummary[]; total: number }> {
  if (tag.spellings.length === 0) return { jobs: [], total: 0 };
  const where = and(
    openJobCondition(now),
    arrayOverlaps(jobPosts.tags, tag.spellings),
    containsText([sql`${jobPosts.title}`, sql`${jobPosts.description}`], q),
  );
  const db = getDb();
  const { rows, total } = await rowsWithTotal(
    { limit, knownTotal },
    () =>
      selectJobSummaries()
        .where(where)
        .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(jobPosts).where(where),
  );
  return { jobs: rows.map((row) => toJobSummary(row)), total };
}
