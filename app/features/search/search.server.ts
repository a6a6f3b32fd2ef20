import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { publishedPostCondition } from "~/features/blog/posts.server";
import { openJobCondition } from "~/features/jobs/jobs.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { blogCategories, blogPosts, jobPosts } from "../../../db/schema/index.ts";
import { markStart, markStop } from "./highlight";
import {
  kindPageSize,
  overviewLimit,
  type SearchKind,
  type SearchParams,
  searchKinds,
} from "./query";
import { type StaticKind, searchStatic } from "./static-search";
import { parseTerms, prefixQuery } from "./terms";
import type { SearchGroup, SearchHit, SearchResults } from "./types";

/**
 * The tsquery of a search: websearch_to_tsquery (tolerant of any input: quotes, -exclusions,
 * `or`) or, for plain words, the prefix fallback (see prefixQuery), so words still being typed
 * match. The prefix query holds every plain query's words, so it only ever adds matches.
 */
export function searchQuery(q: string): SQL {
  const literal = sql`websearch_to_tsquery('english', ${q})`;
  const fallback = prefixQuery(q);
  if (!fallback) return literal;
  const prefix = sql`to_tsquery('simple', ${fallback.prefix})`;
  const typed = fallback.words
    ? sql`(to_tsquery('english', ${fallback.words}) && ${prefix})`
    : prefix;
  return sql`(${literal} || ${typed})`;
}

/**
 * Documents matching the query. A query of stop words only is empty, and one of exclusions only
 * (`-react`) would match nearly everything: querytree() is 'T' for both, and they match nothing.
 */
function matchCondition(vector: AnyPgColumn, query: SQL): SQL {
  return sql`(${vector} @@ ${query} and querytree(${query}) <> 'T')`;
}

/** ts_rank_cd with the vectors' A/B/C/D weights, normalised into [0, 1) (rank / (rank + 1)). */
function rankOf(vector: AnyPgColumn, query: SQL): SQL<number> {
  return sql<number>`ts_rank_cd(${vector}, ${query}, 32)`.mapWith(Number);
}

/** Drops our marker characters from stored text, so only ts_headline's markers reach the page. */
function withoutMarkers(text: SQL | AnyPgColumn): SQL {
  return sql`translate(${text}, ${markStart + markStop}, '')`;
}

/**
 * Markdown as readable text, for snippets: images and links keep their text, code fences,
 * headings, emphasis, quotes, tables and list bullets lose their syntax.
 */
function markdownAsText(markdown: SQL | AnyPgColumn): SQL {
  let text = withoutMarkers(markdown);
  const rules: Array<[string, string]> = [
    ["!?\\[([^\\]]*)\\]\\([^)]*\\)", "\\1"],
    ["```[A-Za-z0-9_+-]*", " "],
    ["(^|\\n)[ \\t]*([-+]|\\d+\\.)[ \\t]+", "\\1"],
    ["[#*`>~|]+|-{3,}|_{2,}", " "],
    ["\\s+", " "],
  ];
  for (const [pattern, replacement] of rules) {
    text = sql`regexp_replace(${text}, ${pattern}, ${replacement}, 'g')`;
  }
  return text;
}

const markerOptions = `StartSel=${markStart}, StopSel=${markStop}`;
const titleOptions = `${markerOptions}, HighlightAll=true`;
const snippetOptions = `${markerOptions}, MaxFragments=2, MaxWords=22, MinWords=8, FragmentDelimiter=" … "`;

function headline(text: SQL, query: SQL, options: string): SQL<string> {
  return sql<string>`ts_headline('english', ${text}, ${query}, ${options})`;
}

interface Page {
  limit: number;
  offset: number;
}

/**
 * The best `limit` ids and ranks of a table's matches (ranking needs only the vector), then the
 * shown columns and headlines for those rows alone.
 */
function rankedIds(
  table: typeof blogPosts | typeof jobPosts,
  where: SQL,
  query: SQL,
  tieBreak: AnyPgColumn,
  page: Page,
) {
  const rank = rankOf(table.searchVector, query);
  return getDb()
    .select({ id: table.id, rank: rank.as("rank") })
    .from(table)
    .where(where)
    .orderBy(desc(rank), desc(tieBreak))
    .limit(page.limit)
    .offset(page.offset)
    .as("ranked");
}

async function countWhere(table: typeof blogPosts | typeof jobPosts, where: SQL): Promise<number> {
  const [row] = await withDbRetry(() =>
    getDb().select({ total: count() }).from(table).where(where),
  );
  return Number(row?.total ?? 0);
}

function postWhere(q: string, now: Date): SQL {
  return and(
    publishedPostCondition(now),
    matchCondition(blogPosts.searchVector, searchQuery(q)),
  ) as SQL;
}

async function searchPosts(q: string, page: Page, now: Date): Promise<SearchHit[]> {
  const query = searchQuery(q);
  const ranked = rankedIds(blogPosts, postWhere(q, now), query, blogPosts.publishDate, page);
  const body = sql`${withoutMarkers(blogPosts.excerpt)} || ' ' || ${markdownAsText(blogPosts.content)}`;
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        rank: ranked.rank,
        title: headline(withoutMarkers(blogPosts.title), query, titleOptions),
        snippet: headline(body, query, snippetOptions),
        tags: blogPosts.tags,
        publishDate: blogPosts.publishDate,
        categoryName: blogCategories.name,
      })
      .from(ranked)
      .innerJoin(blogPosts, eq(blogPosts.id, ranked.id))
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .orderBy(desc(ranked.rank), desc(blogPosts.publishDate)),
  );
  return rows.map((row) => ({
    kind: "posts",
    id: row.id,
    url: `/knowledge-center/${row.slug}`,
    title: row.title,
    snippet: row.snippet,
    details: [row.categoryName ?? "Article"],
    date: row.publishDate.toISOString(),
    tags: row.tags.slice(0, 4),
    rank: Number(row.rank),
  }));
}

function jobWhere(q: string, now: Date): SQL {
  return and(openJobCondition(now), matchCondition(jobPosts.searchVector, searchQuery(q))) as SQL;
}

async function searchJobs(q: string, page: Page, now: Date): Promise<SearchHit[]> {
  const query = searchQuery(q);
  const ranked = rankedIds(jobPosts, jobWhere(q, now), query, jobPosts.createdAt, page);
  const rows = await withDbRetry(() =>
    getDb()
      .select({
        id: jobPosts.id,
        slug: jobPosts.slug,
        rank: ranked.rank,
        title: headline(withoutMarkers(jobPosts.title), query, titleOptions),
        snippet: headline(markdownAsText(jobPosts.description), query, snippetOptions),
        companyName: jobPosts.companyName,
        location: jobPosts.location,
        tags: jobPosts.tags,
      })
      .from(ranked)
      .innerJoin(jobPosts, eq(jobPosts.id, ranked.id))
      .orderBy(desc(ranked.rank), desc(jobPosts.createdAt)),
  );
  return rows.map((row) => ({
    kind: "jobs",
    id: row.id,
    url: `/careers/job/${row.slug}`,
    title: row.title,
    snippet: row.snippet,
    details: [row.companyName, row.location],
    tags: row.tags.slice(0, 4),
    rank: Number(row.rank),
  }));
}

const staticKinds: readonly SearchKind[] = ["services", "products", "technologies"];

function isStatic(kind: SearchKind): kind is StaticKind {
  return staticKinds.includes(kind);
}

async function searchKind(
  kind: SearchKind,
  q: string,
  page: Page | null,
  now: Date,
): Promise<SearchGroup> {
  if (isStatic(kind)) {
    const result = searchStatic(kind, parseTerms(q), page ?? { limit: 0, offset: 0 });
    return { kind, total: result.total, hits: result.hits };
  }
  const where = kind === "posts" ? postWhere(q, now) : jobWhere(q, now);
  const table = kind === "posts" ? blogPosts : jobPosts;
  const total = await countWhere(table, where);
  if (!page || total === 0 || page.offset >= total) return { kind, total, hits: [] };
  const hits = await (kind === "posts" ? searchPosts : searchJobs)(q, page, now);
  return { kind, total, hits };
}

const emptyCounts = () =>
  Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as Record<SearchKind, number>;

/**
 * The site search: the best results of every kind (or one page of one kind), every kind's count,
 * and the groups ordered by their best result. Whole tables are never read: each kind is one
 * count and one ranked, limited query over its GIN-indexed vector.
 */
export async function siteSearch(
  { q, type, page }: SearchParams,
  now: Date = new Date(),
): Promise<SearchResults> {
  const counts = emptyCounts();
  if (!q) return { q, type, page: 1, pageCount: 0, total: 0, counts, groups: [] };
  const shown = (kind: SearchKind): Page | null => {
    if (type === undefined) return { limit: overviewLimit, offset: 0 };
    return kind === type ? { limit: kindPageSize, offset: (page - 1) * kindPageSize } : null;
  };
  // One after another: PGlite has a single connection, and each query is small.
  const groups: SearchGroup[] = [];
  for (const kind of searchKinds) groups.push(await searchKind(kind, q, shown(kind), now));
  for (const group of groups) counts[group.kind] = group.total;
  const best = (group: SearchGroup) => group.hits[0]?.rank ?? 0;
  const visible = groups
    .filter((group) => group.hits.length > 0)
    .sort((a, b) => best(b) - best(a) || searchKinds.indexOf(a.kind) - searchKinds.indexOf(b.kind));
  const chosenTotal = type ? counts[type] : 0;
  return {
    q,
    type,
    page,
    pageCount: type ? Math.ceil(chosenTotal / kindPageSize) : 1,
    total: groups.reduce((sum, group) => sum + group.total, 0),
    counts,
    groups: visible,
  };
}
