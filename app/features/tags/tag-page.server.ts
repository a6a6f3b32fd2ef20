import { findTechnology } from "~/content/technologies";
import { getSessionUser } from "~/features/access/session.server";
import { visitorJobMarks } from "~/features/jobs/visitor-marks.server";
import { buildCloud, type CloudEntry } from "./cloud";
import { allTabPerKind, parseTagQuery, type TagQuery, type TagTab, tabPageSize } from "./query";
import { servicesForTag } from "./services";
import { findTag, getTagIndex, listTagJobs, listTagPosts, type TagSummary } from "./tags.server";

/** The most tags a cloud carries (the rest, used once or twice, are reached by their URL). */
export const cloudLimit = 200;

/** The cloud of every tag with content (up to cloudLimit), sized against the largest. */
export function cloudOf(tags: readonly TagSummary[]): CloudEntry[] {
  return buildCloud(tags.filter((tag) => tag.count > 0)).slice(0, cloudLimit);
}

/** The tag index page's data: the full cloud. */
export async function loadTagIndexPage() {
  const { tags } = await getTagIndex();
  return { cloud: cloudOf(tags), tagCount: tags.filter((tag) => tag.count > 0).length };
}

const listSize = (tab: TagTab, kind: TagTab) =>
  tab === "all" ? allTabPerKind : tab === kind ? tabPageSize : 0;

async function loadLists(tag: TagSummary, query: TagQuery, page: number, now: Date) {
  const offset = (page - 1) * tabPageSize;
  // Without a search the cached counts are the totals: only the shown rows are queried.
  const known = (total: number) => (query.q ? undefined : total);
  const [posts, jobs] = await Promise.all([
    listTagPosts(tag, {
      q: query.q,
      limit: listSize(query.tab, "blogs"),
      offset: query.tab === "blogs" ? offset : 0,
      knownTotal: known(tag.blogs),
      now,
    }),
    listTagJobs(tag, {
      q: query.q,
      limit: listSize(query.tab, "jobs"),
      offset: query.tab === "jobs" ? offset : 0,
      knownTotal: known(tag.jobs),
      now,
    }),
  ]);
  return { posts, jobs };
}

export type TagPageResult =
  | { kind: "redirect"; location: string }
  | { kind: "not-found"; input: string; cloud: CloudEntry[] }
  | { kind: "page"; data: Awaited<ReturnType<typeof loadPage>> };

async function loadPage(
  request: Request,
  tag: TagSummary,
  tags: TagSummary[],
  query: TagQuery,
  now: Date,
) {
  let lists = await loadLists(tag, query, query.page, now);
  const tabTotal =
    query.tab === "blogs" ? lists.posts.total : query.tab === "jobs" ? lists.jobs.total : 0;
  const pageCount = Math.max(1, Math.ceil(tabTotal / tabPageSize));
  const page = Math.min(query.page, pageCount);
  // A page past the end (an old link) shows the last page rather than nothing.
  if (page !== query.page) lists = await loadLists(tag, query, page, now);
  const services = servicesForTag(tag.tag, query.q);
  const user = await getSessionUser(request);
  const jobIds = lists.jobs.jobs.map((job) => job.id);
  // Personal marks: only in a page rendered for a signed-in visitor alone (ADR 097).
  const marks = user ? await visitorJobMarks(user.id, jobIds) : new Map();
  const counts: Record<TagTab, number> = {
    all: lists.posts.total + lists.jobs.total + services.length,
    blogs: lists.posts.total,
    jobs: lists.jobs.total,
    services: services.length,
  };
  const technology = findTechnology(tag.tag);
  return {
    technology: technology
      ? { name: technology.name, description: technology.description, url: technology.url }
      : null,
    tag: {
      tag: tag.tag,
      slug: tag.slug,
      count: tag.count,
      blogs: tag.blogs,
      jobs: tag.jobs,
      services: tag.services,
    },
    query: { ...query, page },
    pageCount,
    counts,
    posts: lists.posts.posts,
    jobs: lists.jobs.jobs,
    services,
    savedIds: jobIds.filter((id) => marks.get(id)?.saved),
    appliedIds: jobIds.filter((id) => marks.get(id)?.application),
    cloud: cloudOf(tags),
  };
}

/**
 * A tag page: the tag whose slug the URL holds; any other spelling of a known tag (case,
 * separators, accents, a small typo) is answered with a 301 to its canonical URL, keeping the
 * query; no close tag is 'Tag Not Found' with the cloud to pick another.
 */
export async function loadTagPage(
  request: Request,
  rawTag: string,
  { now = Date.now() }: { now?: number } = {},
): Promise<TagPageResult> {
  const url = new URL(request.url);
  const { match, tags } = await findTag(rawTag, { now });
  if (!match) return { kind: "not-found", input: rawTag.slice(0, 100), cloud: cloudOf(tags) };
  if (match.kind !== "exact") {
    return {
      kind: "redirect",
      location: `/tags/${encodeURIComponent(match.tag.slug)}${url.search}`,
    };
  }
  const query = parseTagQuery(url.searchParams);
  return { kind: "page", data: await loadPage(request, match.tag, tags, query, new Date(now)) };
}
