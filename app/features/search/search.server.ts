import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { publishedPostCondition } from "~/features/blog/posts.server";
import { openJobCondition } from "~/features/jobs/jobs.server";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { blogCategories, blogPosts, jobPosts } from "../../../db/schema/index.ts";
import { markStart, markStop } from "./highlight";
import {
  kindPageSize,
  maxPage,
  overviewLimit,
  rankedCandidates,
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
    // Emphasis and code marks go without a trace ("**bold**," reads "bold,"); headings, quotes,
    // table bars and rules leave a space between the words they separated.
    ["[*`~]+|_{2,}", ""],
    ["[#>|]+|-{3,}", " "],
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

/**
 * How much of a body a snippet is first looked for in. ts_headline parses its whole text, and
 * with the Markdown clean-up that cost about 1 ms per shown article (2.8 KB bodies; 5-10 ms of a
 * results page), growing with the body. Top results nearly always match near the start (the
 * excerpt comes first), so the snippet is taken from this prefix, and from the whole body only
 * when the prefix has no match (snippets stay the same as before for those).
 */
export const snippetPrefixLength = 1200;

/** The first `snippetPrefixLength` characters of Markdown; when cut, without the cut line. */
function bodyPrefix(markdown: AnyPgColumn): SQL {
  const length = snippetPrefixLength;
  return sql`(case when length(${markdown}) > ${length} then regexp_replace(left(${markdown}, ${length}), ${"\\n[^\\n]*$"}, '') else ${markdown} end)`;
}

/**
 * A snippet from `prefix` when a match is highlighted there, or else from `whole`. `offset 0`
 * keeps the prefix's headline a subquery computed once: pulled up, it would be computed for the
 * test and again for the result.
 */
function snippetOf(prefix: SQL, whole: SQL, query: SQL): SQL<string> {
  const first = headline(prefix, query, snippetOptions);
  const fallback = headline(whole, query, snippetOptions);
  return sql<string>`(select case when strpos(first.headline, ${markStart}) > 0 then first.headline else ${fallback} end from (select ${first} as headline offset 0) as first)`;
}

interface Page {
  limit: number;
  offset: number;
}

type SearchTable = typeof blogPosts | typeof jobPosts;

/** A kind's table, its visibility rule, and the date that orders its candidates and ties. */
interface KindSource {
  table: SearchTable;
  where: SQL;
  date: AnyPgColumn;
}

function kindSource(kind: "posts" | "jobs", q: string, now: Date): KindSource {
  const [table, visible, date] =
    kind === "posts"
      ? [blogPosts, publishedPostCondition(now), blogPosts.publishDate]
      : [jobPosts, openJobCondition(now), jobPosts.createdAt];
  const where = and(visible, matchCondition(table.searchVector, searchQuery(q))) as SQL;
  return { table, where, date };
}

/**
 * One page of a kind's best matches, ids and ranks only, each row carrying the kind's total:
 *
 * 1. the newest `rankedCandidates` matches, read through the GIN index (the heap is visited for
 *    the visibility rule, the vectors are not read), with every match counted on the way;
 * 2. ts_rank_cd over those candidates alone (reading a vector is the costly part), best first.
 *
 * So a word that matches thousands of rows costs one index lookup, a cheap visit per match and
 * at most `rankedCandidates` rankings. When more rows match than that, the newest are ranked.
 */
function rankedPage(db: Queryable, source: KindSource, query: SQL, page: Page) {
  const { table, where, date } = source;
  const matches = db
    .select({
      id: table.id,
      date: sql<Date>`${date}`.as("date"),
      total: sql<number>`count(*) over ()`.as("total"),
    })
    .from(table)
    .where(where)
    .orderBy(desc(date), desc(table.id))
    .limit(rankedCandidates)
    .as("matches");
  const rank = rankOf(table.searchVector, query);
  return db
    .select({
      id: matches.id,
      date: matches.date,
      total: matches.total,
      rank: rank.as("rank"),
    })
    .from(matches)
    .innerJoin(table, eq(table.id, matches.id))
    .orderBy(desc(rank), desc(matches.date), desc(matches.id))
    .limit(page.limit)
    .offset(page.offset)
    .as("ranked");
}

async function countMatches(db: Queryable, { table, where }: KindSource): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return Number(row?.total ?? 0);
}

interface KindPage {
  total: number;
  hits: SearchHit[];
}

async function searchPosts(db: Queryable, q: string, page: Page, now: Date): Promise<KindPage> {
  const query = searchQuery(q);
  const ranked = rankedPage(db, kindSource("posts", q, now), query, page);
  const body = (content: SQL | AnyPgColumn) =>
    sql`${withoutMarkers(blogPosts.excerpt)} || ' ' || ${markdownAsText(content)}`;
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      rank: ranked.rank,
      total: ranked.total,
      title: headline(withoutMarkers(blogPosts.title), query, titleOptions),
      snippet: snippetOf(body(bodyPrefix(blogPosts.content)), body(blogPosts.content), query),
      tags: blogPosts.tags,
      publishDate: blogPosts.publishDate,
      categoryName: blogCategories.name,
    })
    .from(ranked)
    .innerJoin(blogPosts, eq(blogPosts.id, ranked.id))
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .orderBy(desc(ranked.rank), desc(ranked.date), desc(ranked.id));
  const hits: SearchHit[] = rows.map((row) => ({
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
  return { total: Number(rows[0]?.total ?? 0), hits };
}

async function searchJobs(db: Queryable, q: string, page: Page, now: Date): Promise<KindPage> {
  const query = searchQuery(q);
  const ranked = rankedPage(db, kindSource("jobs", q, now), query, page);
  const rows = await db
    .select({
      id: jobPosts.id,
      slug: jobPosts.slug,
      rank: ranked.rank,
      total: ranked.total,
      title: headline(withoutMarkers(jobPosts.title), query, titleOptions),
      snippet: snippetOf(
        markdownAsText(bodyPrefix(jobPosts.description)),
        markdownAsText(jobPosts.description),
        query,
      ),
      companyName: jobPosts.companyName,
      location: jobPosts.location,
      tags: jobPosts.tags,
    })
    .from(ranked)
    .innerJoin(jobPosts, eq(jobPosts.id, ranked.id))
    .orderBy(desc(ranked.rank), desc(ranked.date), desc(ranked.id));
  const hits: SearchHit[] = rows.map((row) => ({
    kind: "jobs",
    id: row.id,
    url: `/careers/job/${row.slug}`,
    title: row.title,
    snippet: row.snippet,
    details: [row.companyName, row.location],
    tags: row.tags.slice(0, 4),
    rank: Number(row.rank),
  }));
  return { total: Number(rows[0]?.total ?? 0), hits };
}

const staticKinds: readonly SearchKind[] = ["services", "products", "technologies"];

function isStatic(kind: SearchKind): kind is StaticKind {
  return staticKinds.includes(kind);
}

async function searchKind(
  db: Queryable,
  kind: SearchKind,
  q: string,
  page: Page | null,
  now: Date,
): Promise<SearchGroup> {
  if (isStatic(kind)) {
    const result = searchStatic(kind, parseTerms(q), page ?? { limit: 0, offset: 0 });
    return { kind, total: result.total, hits: result.hits };
  }
  const source = kindSource(kind, q, now);
  // Not shown (another kind is chosen): its count alone, for the filter.
  if (!page) return { kind, total: await countMatches(db, source), hits: [] };
  const found = await (kind === "posts" ? searchPosts : searchJobs)(db, q, page, now);
  // A page past the last candidate has no row to carry the total.
  const total =
    found.hits.length === 0 && page.offset > 0 ? await countMatches(db, source) : found.total;
  return { kind, total, hits: found.hits };
}

/**
 * Makes this transaction's queries read matches through the GIN indexes (bitmap scans). The
 * planner prices `@@` on a row as cheap, not knowing that the row's vector must first be read
 * from TOAST, so it would rather filter rows it reads in another order: with 10,000 posts it chose
 * a sequential scan (46 ms) or a walk down the newest-posts index (217 ms) over the GIN lookup
 * (1–5 ms). Without sequential and plain index scans only bitmap scans remain, and the GIN one is
 * far the cheapest; lookups by id become bitmap scans too, a few microseconds each.
 */
async function preferSearchIndexes(db: Queryable) {
  await db.execute(sql`set local enable_seqscan = off`);
  await db.execute(sql`set local enable_indexscan = off`);
}

const emptyCounts = () =>
  Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as Record<SearchKind, number>;

/**
 * The site search: the best results of every kind (or one page of one kind), every kind's count,
 * and the groups ordered by their best result. Whole tables are never read: each kind is one
 * query over its GIN-indexed vector that counts the matches and ranks at most `rankedCandidates`
 * of them (see rankedPage).
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
  // Articles and jobs each in their own transaction, at the same time: on a PostgreSQL server they
  // run on two connections (and cores), so a search waits for the slower of its two queries rather
  // than for both (10-25 ms each at 10,000 rows). PGlite, with one connection, runs them in turn.
  const db = getDb();
  const groups = await withDbRetry(() =>
    Promise.all(
      searchKinds.map((kind) =>
        isStatic(kind)
          ? searchKind(db, kind, q, shown(kind), now)
          : db.transaction(async (tx) => {
              await preferSearchIndexes(tx);
              return searchKind(tx, kind, q, shown(kind), now);
            }),
      ),
    ),
  );
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
    pageCount: type ? Math.min(Math.ceil(chosenTotal / kindPageSize), maxPage) : 1,
    total: groups.reduce((sum, group) => sum + group.total, 0),
    counts,
    groups: visible,
  };
}
