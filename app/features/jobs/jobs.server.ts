import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { redirect } from "react-router";
import { hasAnyTag } from "~/features/tags/tag-condition.server";
import { clearedOnContentChange } from "~/lib/content-caches.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { createPromiseCache } from "~/lib/promise-cache";
import { escapeLikePattern } from "~/lib/sql";
import { staleWhileRevalidate } from "~/lib/stale-while-revalidate";
import { jobCategories, jobPosts, jobSlugHistory } from "../../../db/schema/index.ts";
import { type BoardFilters, boardPageSize } from "./filters";
import type { JobCategory, JobDetail, JobSummary } from "./types";

/**
 * A job visitors may see: active, and either without a deadline or with one still ahead.
 * Expired and inactive jobs are never listed and their pages answer 404.
 */
export function openJobCondition(now: Date = new Date()): SQL {
  return and(
    eq(jobPosts.isActive, true),
    or(isNull(jobPosts.applicationDeadline), gt(jobPosts.applicationDeadline, now)),
  ) as SQL;
}

/** How many characters of a description a card carries (it shows three lines). */
const summaryDescriptionLength = 400;

const summaryColumns = {
  id: jobPosts.id,
  slug: jobPosts.slug,
  title: jobPosts.title,
  companyName: jobPosts.companyName,
  location: jobPosts.location,
  workplaceType: jobPosts.workplaceType,
  description: sql<string>`left(${jobPosts.description}, ${summaryDescriptionLength})`,
  jobType: jobPosts.jobType,
  experienceLevel: jobPosts.experienceLevel,
  salaryRange: jobPosts.salaryRange,
  tags: jobPosts.tags,
  isFeatured: jobPosts.isFeatured,
  createdAt: jobPosts.createdAt,
  applicationDeadline: jobPosts.applicationDeadline,
  categoryId: jobCategories.id,
  categoryName: jobCategories.name,
  categoryColor: jobCategories.color,
};

/** The board's select: job columns for a card and the category they belong to. */
export function selectJobSummaries() {
  return getDb()
    .select(summaryColumns)
    .from(jobPosts)
    .leftJoin(jobCategories, eq(jobCategories.id, jobPosts.categoryId));
}

type SummaryRow = Awaited<ReturnType<typeof selectJobSummaries>>[number];

function toCategory(row: {
  categoryId: string | null;
  categoryName: string | null;
  categoryColor: string | null;
}): JobCategory | null {
  if (!row.categoryId || !row.categoryName) return null;
  return { id: row.categoryId, name: row.categoryName, color: row.categoryColor };
}

export function toJobSummary(row: SummaryRow): JobSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    companyName: row.companyName,
    location: row.location,
    workplaceType: row.workplaceType,
    description: row.description ?? "",
    jobType: row.jobType,
    experienceLevel: row.experienceLevel,
    salaryRange: row.salaryRange,
    tags: row.tags,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    applicationDeadline: row.applicationDeadline?.toISOString() ?? null,
    category: toCategory(row),
  };
}

/**
 * The four searched columns as one text, joined by newlines: the expression the trigram index
 * `job_posts_text_trgm_idx` (migration 0010) is built on, so `ILIKE '%text%'` reads the index.
 */
const searchedText = sql`(${jobPosts.title} || E'\\n' || ${jobPosts.companyName} || E'\\n' || ${jobPosts.location} || E'\\n' || ${jobPosts.description})`;

/**
 * The spec's board search: title, company, location or description contains the text, ignoring
 * case. Text without a line break (the board's, whose whitespace is collapsed) matches the joined
 * columns exactly when it matches one of them, and so can use the trigram index.
 */
export function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLikePattern(q)}%`;
  if (!/[\r\n]/.test(q)) return sql`${searchedText} ilike ${pattern}`;
  return or(
    ilike(jobPosts.title, pattern),
    ilike(jobPosts.companyName, pattern),
    ilike(jobPosts.location, pattern),
    ilike(jobPosts.description, pattern),
  );
}

/** The board's WHERE clause: open jobs, the filters, and internships only when asked for. */
export function boardCondition(filters: BoardFilters, now: Date = new Date()): SQL {
  return and(
    openJobCondition(now),
    // Internships have their own page; the board shows them only under the Internship filter.
    filters.type ? eq(jobPosts.jobType, filters.type) : ne(jobPosts.jobType, "internship"),
    filters.level ? eq(jobPosts.experienceLevel, filters.level) : undefined,
    filters.category ? eq(jobPosts.categoryId, filters.category) : undefined,
    searchCondition(filters.q),
  ) as SQL;
}

/** The board with no search or filter: what /careers lists and its header counts. */
export const unfilteredBoard: BoardFilters = { q: "", page: 1 };

export interface BoardPage {
  jobs: JobSummary[];
  /** Matching jobs; with `totalIsCapped`, at least this many (see searchCountLimit). */
  total: number;
  /** True when a search matched more than `searchCountLimit` jobs and counting stopped there. */
  totalIsCapped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
}

/**
 * A search's matches are counted up to this many, and the board says "1,000+ jobs" beyond it.
 * Filters alone are counted exactly from the board index (an index-only scan, about 3 ms for
 * 10,000 open jobs), but every match of a text search is read from the table and checked: an
 * exact count of a common word ("engineer" matched 5,312 of 10,000 generated jobs) took 25-36 ms
 * and grew with the table. Stopping at the limit keeps it near 5 ms whatever the table's size;
 * the pages reach the first 1,000 matches (50 pages), as far as anyone refines a search by paging.
 */
export const searchCountLimit = 1000;

/**
 * The board's total: exact without a search; with one, at most `limit` + 1 matching rows are
 * read, and more than `limit` is reported as `limit`, capped.
 */
async function countBoardJobs(where: SQL, searched: boolean, limit: number) {
  const db = getDb();
  if (!searched) {
    const [row] = await db.select({ total: count() }).from(jobPosts).where(where);
    return { total: Number(row?.total ?? 0), capped: false };
  }
  const first = db
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .where(where)
    .limit(limit + 1)
    .as("first_matches");
  const [row] = await db.select({ total: count() }).from(first);
  const total = Number(row?.total ?? 0);
  return total > limit ? { total: limit, capped: true } : { total, capped: false };
}

/**
 * One page of the careers board: featured jobs first, then newest. A page past the end is
 * answered with the last page, so an old link never shows an empty board by mistake. A search's
 * pages end at `countLimit` matches (see searchCountLimit).
 */
export async function listBoardJobs(
  filters: BoardFilters,
  {
    now = new Date(),
    pageSize = boardPageSize,
    countLimit = searchCountLimit,
  }: { now?: Date; pageSize?: number; countLimit?: number } = {},
): Promise<BoardPage> {
  const db = getDb();
  const where = boardCondition(filters, now);
  const order = [desc(jobPosts.isFeatured), desc(jobPosts.createdAt), desc(jobPosts.id)];
  // The page's ids first: without a search every column they need is in the board index, so
  // skipping to a deep page reads the index alone; then the cards of those rows only.
  const fetchPage = (page: number) => {
    const ids = db
      .select({ id: jobPosts.id })
      .from(jobPosts)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .as("page_ids");
    return selectJobSummaries()
      .innerJoin(ids, eq(ids.id, jobPosts.id))
      .orderBy(...order);
  };
  // A search never pages past its counted matches: a far page would read every match to skip them.
  const requested = filters.q
    ? Math.min(filters.page, Math.ceil(countLimit / pageSize))
    : filters.page;
  const [rows, { total, capped }] = await withDbRetry(() =>
    Promise.all([fetchPage(requested), countBoardJobs(where, Boolean(filters.q), countLimit)]),
  );
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  let page = requested;
  let pageRows = rows;
  if (page > pageCount) {
    page = pageCount;
    pageRows = await withDbRetry(() => fetchPage(page));
  }
  return {
    jobs: pageRows.map((row) => toJobSummary(row)),
    total,
    totalIsCapped: capped,
    page,
    pageCount,
    pageSize,
  };
}

export interface BoardStats {
  openJobs: number;
  companies: number;
  remoteJobs: number;
}

const statsTtlMs = 60_000;
/**
 * How long after expiring the figures may still be shown while fresh ones load behind them. Their
 * query reads every open job (count distinct companies: 3-30 ms at 10,000 jobs, growing with the
 * table), so no visitor waits for it except the first after a quiet spell, or after a staff write.
 */
const statsStaleMs = 10 * 60_000;

function loadBoardStats(now: number): Promise<BoardStats> {
  return withDbRetry(() =>
    getDb()
      .select({
        openJobs: count(),
        companies: sql<number>`count(distinct ${jobPosts.companyName})`,
        remoteJobs: sql<number>`count(*) filter (where ${jobPosts.workplaceType} = 'remote')`,
      })
      .from(jobPosts)
      .where(boardCondition(unfilteredBoard, new Date(now))),
  ).then(([row]) => ({
    openJobs: Number(row?.openJobs ?? 0),
    companies: Number(row?.companies ?? 0),
    remoteJobs: Number(row?.remoteJobs ?? 0),
  }));
}

const boardStats = clearedOnContentChange(
  staleWhileRevalidate({
    load: loadBoardStats,
    freshMs: statsTtlMs,
    keepMs: statsTtlMs + statsStaleMs,
  }),
);

/**
 * Figures for the board's header, over the jobs the unfiltered board lists (boardCondition:
 * internships have their own page and are not counted, so "29 open roles" above the list matches
 * its "of 29 jobs"); kept for a minute, then
 * answered from the expired copy for up to ten more while a fresh one loads (stale while
 * revalidate). Any content change forgets them (clearContentCaches), so a new job counts at once.
 */
export function getBoardStats({ now = Date.now() }: { now?: number } = {}): Promise<BoardStats> {
  return boardStats.get(now);
}

/** Job categories by name, for the board's filter. */
export async function listJobCategories(): Promise<JobCategory[]> {
  const rows = await withDbRetry(() =>
    getDb()
      .select({ id: jobCategories.id, name: jobCategories.name, color: jobCategories.color })
      .from(jobCategories)
      .orderBy(asc(jobCategories.name)),
  );
  return rows;
}

/** The shape of a slug we could have generated; anything else cannot name a job. */
const slugPattern = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/** The current slug of the job that had `slug` before it was renamed, or null. */
export async function renamedJobSlug(slug: string): Promise<string | null> {
  if (!slugPattern.test(slug)) return null;
  const [row] = await withDbRetry(() =>
    getDb()
      .select({ slug: jobPosts.slug })
      .from(jobSlugHistory)
      .innerJoin(jobPosts, eq(jobPosts.id, jobSlugHistory.jobId))
      .where(eq(jobSlugHistory.slug, slug.toLowerCase())),
  );
  return row?.slug ?? null;
}

/**
 * For the old slug of a renamed job: a 301 to the same page of the job's current slug (`pathOf`
 * builds it), with the query kept. Otherwise null.
 */
export async function renamedJobRedirect(
  slug: string,
  request: Request,
  pathOf: (slug: string) => string,
): Promise<Response | null> {
  const renamed = await renamedJobSlug(slug);
  if (!renamed) return null;
  // no-cache: browsers would otherwise keep a 301 for good, and loop if the slug changes back.
  return redirect(pathOf(renamed) + new URL(request.url).search, {
    status: 301,
    headers: { "Cache-Control": "no-cache" },
  });
}

/** Whether a job with this slug exists but is closed (inactive or past its deadline). */
export async function isClosedJobSlug(slug: string, now: Date = new Date()): Promise<boolean> {
  if (!slugPattern.test(slug)) return false;
  const rows = await withDbRetry(() =>
    getDb()
      .select({ id: jobPosts.id })
      .from(jobPosts)
      .where(and(eq(jobPosts.slug, slug.toLowerCase()), not(openJobCondition(now))))
      .limit(1),
  );
  return rows.length > 0;
}

/** An open job by its slug with its category, or null (also for expired and inactive jobs). */
export async function getOpenJobBySlug(
  slug: string,
  now: Date = new Date(),
): Promise<JobDetail | null> {
  if (!slugPattern.test(slug)) return null;
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        job: jobPosts,
        categoryId: jobCategories.id,
        categoryName: jobCategories.name,
        categoryColor: jobCategories.color,
        categoryDescription: jobCategories.description,
      })
      .from(jobPosts)
      .leftJoin(jobCategories, eq(jobCategories.id, jobPosts.categoryId))
      .where(and(eq(jobPosts.slug, slug.toLowerCase()), openJobCondition(now)))
      .limit(1),
  );
  const row = rows[0];
  if (!row) return null;
  const { job } = row;
  return {
    id: job.id,
    slug: job.slug,
    title: job.title,
    companyName: job.companyName,
    location: job.location,
    workplaceType: job.workplaceType,
    applicantLocations: job.applicantLocations,
    description: job.description,
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    benefits: job.benefits,
    jobType: job.jobType,
    experienceLevel: job.experienceLevel,
    salaryRange: job.salaryRange,
    tags: job.tags,
    isFeatured: job.isFeatured,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    applicationDeadline: job.applicationDeadline?.toISOString() ?? null,
    metaTitle: job.metaTitle,
    metaDescription: job.metaDescription,
    keywords: job.keywords,
    ogImage: job.ogImage,
    twitterImage: job.twitterImage,
    category: row.categoryId
      ? {
          id: row.categoryId,
          name: row.categoryName as string,
          color: row.categoryColor,
          description: row.categoryDescription,
        }
      : null,
  };
}

/** A condition on one category id or several (spec: equality for one, membership for several). */
function inCategories(categoryIds: readonly string[]): SQL {
  return categoryIds.length === 1
    ? eq(jobPosts.categoryId, categoryIds[0] as string)
    : inArray(jobPosts.categoryId, [...categoryIds]);
}

/** Up to `limit` open jobs in any of the categories, newest first, leaving one job out. */
export async function listOpenJobsInCategories(
  categoryIds: readonly string[],
  {
    anyTags = [],
    excludeId,
    limit = 3,
    now = new Date(),
  }: {
    /** When given, only jobs carrying at least one of these tags. */
    anyTags?: readonly string[];
    excludeId?: string;
    limit?: number;
    now?: Date;
  } = {},
): Promise<JobSummary[]> {
  if (categoryIds.length === 0) return [];
  const rows = await withDbRetry(() =>
    selectJobSummaries()
      .where(
        and(
          openJobCondition(now),
          inCategories(categoryIds),
          hasAnyTag(jobPosts.tags, anyTags),
          excludeId ? ne(jobPosts.id, excludeId) : undefined,
        ),
      )
      .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
      .limit(limit),
  );
  return rows.map((row) => toJobSummary(row));
}

/** Up to `limit` other open jobs of the same category, newest first. */
export function listRelatedJobs(
  job: { id: string; category: { id: string } | null },
  options: { limit?: number; now?: Date } = {},
): Promise<JobSummary[]> {
  if (!job.category) return Promise.resolve([]);
  return listOpenJobsInCategories([job.category.id], { ...options, excludeId: job.id });
}

/** The spec keeps related jobs for 5 minutes. */
export const relatedJobsTtlMs = 5 * 60_000;
const relatedCache = clearedOnContentChange(
  createPromiseCache<JobSummary[]>({ ttlMs: relatedJobsTtlMs, maxEntries: 1000 }),
);

/**
 * Related jobs through a small in-process cache (5 minutes, per job): a popular job's page does
 * not query them on every view. A failed load is not kept.
 */
export function cachedRelatedJobs(
  job: { id: string; category: { id: string } | null },
  { now = Date.now() }: { now?: number } = {},
): Promise<JobSummary[]> {
  return relatedCache.get(`${job.id}:${job.category?.id ?? ""}`, () => listRelatedJobs(job), now);
}

/** Open internships, newest first, optionally narrowed by the same search as the board. */
export async function listInternships(
  q = "",
  { now = new Date(), limit = 100 }: { now?: Date; limit?: number } = {},
): Promise<JobSummary[]> {
  const rows = await withDbRetry(() =>
    selectJobSummaries()
      .where(and(openJobCondition(now), eq(jobPosts.jobType, "internship"), searchCondition(q)))
      .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
      .limit(limit),
  );
  return rows.map((row) => toJobSummary(row));
}

/** Open jobs for the feeds, newest first, with everything a feed entry shows. */
export async function listFeedJobs({
  limit,
  now = new Date(),
}: {
  limit?: number;
  now?: Date;
} = {}) {
  const query = getDb()
    .select({ job: jobPosts, categoryName: jobCategories.name })
    .from(jobPosts)
    .leftJoin(jobCategories, eq(jobCategories.id, jobPosts.categoryId))
    .where(openJobCondition(now))
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id));
  const rows = await withDbRetry(() => (limit ? query.limit(limit) : query));
  return rows.map(({ job, categoryName }) => ({ ...job, categoryName }));
}

export type FeedJob = Awaited<ReturnType<typeof listFeedJobs>>[number];
