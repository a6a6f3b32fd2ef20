import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "~/components/list-states";
import { Pagination } from "~/components/pagination";
import { PostCard } from "~/features/blog/components/post-card";
import type { PostSummary } from "~/features/blog/types";
import { JobCard } from "~/features/jobs/components/job-card";
import type { JobSummary } from "~/features/jobs/types";
import type { TagQuery, TagTab } from "../query";
import type { TagService } from "../services";
import { ServiceCard } from "./service-card";

export const emptyCopy = {
  all: "No results found",
  blogs: "No blog posts found",
  jobs: "No jobs found",
  services: "No services found",
} as const satisfies Record<TagTab, string>;

const kindNames = {
  blogs: ["blog post", "blog posts"],
  jobs: ["job", "jobs"],
  services: ["service", "services"],
} as const;

const kindTitles = { blogs: "Blog posts", jobs: "Jobs", services: "Services" } as const;

function plural(kind: keyof typeof kindNames, n: number) {
  return `${n} ${kindNames[kind][n === 1 ? 0 : 1]}`;
}

export interface TagResultsData {
  tag: { tag: string };
  query: TagQuery;
  pageCount: number;
  counts: Record<TagTab, number>;
  posts: PostSummary[];
  jobs: JobSummary[];
  services: TagService[];
  savedIds: string[];
  appliedIds: string[];
}

const gridClass = "grid gap-5 sm:grid-cols-2 xl:grid-cols-3";

function Section({
  kind,
  total,
  shown,
  viewAllHref,
  children,
}: {
  kind: keyof typeof kindNames;
  total: number;
  shown: number;
  viewAllHref: string;
  children: ReactNode;
}) {
  const headingId = `tag-section-${kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          {kindTitles[kind]}
        </h2>
        {total > shown ? (
          <Link
            to={viewAllHref}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            View all {plural(kind, total)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function PostGrid({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className={gridClass}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

function JobGrid({
  jobs,
  savedIds,
  appliedIds,
}: {
  jobs: JobSummary[];
  savedIds: string[];
  appliedIds: string[];
}) {
  const saved = new Set(savedIds);
  const applied = new Set(appliedIds);
  return (
    <ul className="grid gap-5 lg:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} saved={saved.has(job.id)} applied={applied.has(job.id)} />
        </li>
      ))}
    </ul>
  );
}

function ServiceGrid({ services }: { services: TagService[] }) {
  return (
    <ul className={gridClass}>
      {services.map((service) => (
        <li key={service.slug}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}

/** The empty state of a tab; with a search, a hint and a link that clears it. */
function Empty({ tab, data, href }: { tab: TagTab; data: TagResultsData; href: string }) {
  const { q } = data.query;
  return (
    <EmptyState
      title={emptyCopy[tab]}
      action={
        q ? (
          <Link
            to={href}
            className="inline-flex h-10 items-center rounded-md border border-border bg-background px-4 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          >
            Clear search
          </Link>
        ) : undefined
      }
    >
      {q
        ? `Nothing tagged ${data.tag.tag} matches “${q}”.`
        : `Nothing tagged ${data.tag.tag} here yet.`}
    </EmptyState>
  );
}

/**
 * The selected tab's results. All shows a few of each kind with 'View all' links to their tabs;
 * Blogs and Jobs page through everything; Services lists every matching service.
 */
export function TagResults({
  data,
  href,
}: {
  data: TagResultsData;
  /** The address of a view of this tag page (tab, search, page). */
  href: (query: Partial<TagQuery>) => string;
}) {
  const { query, counts, posts, jobs, services, savedIds, appliedIds } = data;
  const tabHref = (tab: TagTab, page = 1) => href({ tab, q: query.q, page });
  const clearHref = href({ tab: query.tab });

  if (query.tab === "all") {
    if (counts.all === 0) return <Empty tab="all" data={data} href={clearHref} />;
    return (
      <>
        {posts.length > 0 ? (
          <Section
            kind="blogs"
            total={counts.blogs}
            shown={posts.length}
            viewAllHref={tabHref("blogs")}
          >
            <PostGrid posts={posts} />
          </Section>
        ) : null}
        {jobs.length > 0 ? (
          <Section
            kind="jobs"
            total={counts.jobs}
            shown={jobs.length}
            viewAllHref={tabHref("jobs")}
          >
            <JobGrid jobs={jobs} savedIds={savedIds} appliedIds={appliedIds} />
          </Section>
        ) : null}
        {services.length > 0 ? (
          <Section
            kind="services"
            total={counts.services}
            shown={services.length}
            viewAllHref={tabHref("services")}
          >
            <ServiceGrid services={services} />
          </Section>
        ) : null}
      </>
    );
  }

  if (counts[query.tab] === 0) return <Empty tab={query.tab} data={data} href={clearHref} />;
  const heading = <h2 className="sr-only">{kindTitles[query.tab]}</h2>;
  const pages = (
    <Pagination
      page={query.page}
      pageCount={data.pageCount}
      href={(page) => tabHref(query.tab, page)}
    />
  );
  if (query.tab === "blogs") {
    return (
      <>
        {heading}
        <PostGrid posts={posts} />
        {pages}
      </>
    );
  }
  if (query.tab === "jobs") {
    return (
      <>
        {heading}
        <JobGrid jobs={jobs} savedIds={savedIds} appliedIds={appliedIds} />
        {pages}
      </>
    );
  }
  return (
    <>
      {heading}
      <ServiceGrid services={services} />
    </>
  );
}
