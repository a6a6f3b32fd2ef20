import { GraduationCap, Rss } from "lucide-react";
import { Link, useNavigation } from "react-router";
import {
  ClearFiltersLink,
  EmptyState,
  LoadError,
  secondaryLinkClass,
} from "~/components/list-states";
import { Pagination } from "~/components/pagination";
import { getSessionUser } from "~/features/access/session.server";
import { BoardFilters } from "~/features/jobs/components/board-filters";
import { JobCard } from "~/features/jobs/components/job-card";
import {
  boardSearch,
  hasActiveFilters,
  parseBoardFilters,
  withKnownCategory,
} from "~/features/jobs/filters";
import { boardCountText, formatCount } from "~/features/jobs/format";
import {
  type BoardStats,
  getBoardStats,
  listBoardJobs,
  listJobCategories,
} from "~/features/jobs/jobs.server";
import { visitorJobMarks } from "~/features/jobs/visitor-marks.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/careers";

export async function loader({ request }: Route.LoaderArgs) {
  const userLoaded = getSessionUser(request);
  const statsLoaded = getBoardStats();
  const categories = await listJobCategories();
  const filters = withKnownCategory(
    parseBoardFilters(new URL(request.url).searchParams),
    categories,
  );
  const [user, board, stats] = await Promise.all([userLoaded, listBoardJobs(filters), statsLoaded]);
  const jobIds = board.jobs.map((job) => job.id);
  // Personal marks: only in a page rendered for a signed-in visitor alone (ADR 097).
  const marks = user ? await visitorJobMarks(user.id, jobIds) : new Map();
  return {
    filters: { ...filters, page: board.page },
    board,
    categories,
    savedIds: jobIds.filter((id) => marks.get(id)?.saved),
    appliedIds: jobIds.filter((id) => marks.get(id)?.application),
    stats,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { noindex: args.error != null });

function HeaderStats({ stats }: { stats: BoardStats }) {
  const figures = [
    { value: stats.openJobs, label: stats.openJobs === 1 ? "open role" : "open roles" },
    { value: stats.companies, label: stats.companies === 1 ? "company" : "companies" },
    { value: stats.remoteJobs, label: stats.remoteJobs === 1 ? "remote role" : "remote roles" },
  ];
  return (
    <dl className="grid grid-cols-3 divide-x divide-border rounded-2xl border border-border bg-card/80 shadow-sm backdrop-blur">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse px-4 py-5 text-center sm:px-6">
          <dt className="mt-1 text-xs font-medium whitespace-nowrap text-muted-foreground sm:text-sm">
            {figure.label}
          </dt>
          <dd className="text-2xl font-bold tracking-tight sm:text-3xl">
            {formatCount(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CareersHeader({ stats }: { stats?: BoardStats }) {
  return (
    <section className="relative isolate overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_80%_-20%,color-mix(in_oklab,var(--primary)_14%,transparent),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-7xl items-end gap-8 px-4 pt-10 pb-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:pt-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            Join our team or our clients'
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Careers
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
            Remote, hybrid and on-site roles at Quillstack and the product companies we build with.
            Save the ones you like, apply in minutes, and hear back within 48 hours.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/internship" className={secondaryLinkClass}>
              <GraduationCap aria-hidden="true" />
              Internships
            </Link>
            <a href="/jobs/feed.xml" className={secondaryLinkClass}>
              <Rss aria-hidden="true" />
              Job feed (RSS)
            </a>
          </div>
        </div>
        {stats ? <HeaderStats stats={stats} /> : null}
      </div>
    </section>
  );
}

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { filters, board, categories, savedIds, appliedIds, stats } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/careers";
  const saved = new Set(savedIds);
  const applied = new Set(appliedIds);
  const filtered = hasActiveFilters(filters);

  return (
    <>
      <CareersHeader stats={stats} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
        <BoardFilters filters={filters} categories={categories} />

        <section aria-labelledby="open-positions" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="open-positions" className="text-xl font-semibold tracking-tight">
                Open positions
              </h2>
              <p role="status" data-live-status="" className="mt-1 text-sm text-muted-foreground">
                {boardCountText({ ...board, shown: board.jobs.length })}
              </p>
            </div>
            {/* This part and the next are swapped in place on a static page (live-results). */}
            <div data-live-swap="board-clear">
              {filtered && board.total > 0 ? (
                <Link
                  to="/careers"
                  className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Clear filters
                </Link>
              ) : null}
            </div>
          </div>

          <div
            data-live-swap="board-results"
            className="transition-opacity aria-busy:opacity-60 motion-reduce:transition-none"
          >
            <div
              aria-busy={busy}
              className="mt-5 transition-opacity aria-busy:opacity-60 motion-reduce:transition-none"
            >
              {board.jobs.length === 0 ? (
                <EmptyState
                  title="No jobs found"
                  action={
                    filtered ? (
                      <ClearFiltersLink to="/careers" />
                    ) : (
                      <Link to="/contact" className={secondaryLinkClass}>
                        Contact us
                      </Link>
                    )
                  }
                >
                  {filtered
                    ? "Try a different search or fewer filters."
                    : "There are no open positions right now. Check back soon."}
                </EmptyState>
              ) : (
                <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-island="scroll-anchor">
                  {/* The list starts below the first screen: each card renders as it nears it. */}
                  {board.jobs.map((job) => (
                    <li key={job.id} className="lazy-card-[22rem]">
                      <JobCard job={job} saved={saved.has(job.id)} applied={applied.has(job.id)} />
                    </li>
                  ))}
                </ul>
              )}
            </div>

            <Pagination
              page={board.page}
              pageCount={board.pageCount}
              href={(page) => `/careers${boardSearch({ ...filters, page })}`}
            />

            {filters.type !== "internship" ? (
              <p className="mt-10 text-center text-sm text-muted-foreground">
                Studying or just graduated?{" "}
                <Link
                  to="/internship"
                  className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  See our internships
                </Link>
              </p>
            ) : null}
          </div>
        </section>
      </div>
    </>
  );
}

/** The board failed to load (the database, most likely): the spec's message and Try Again. */
export function ErrorBoundary() {
  return (
    <>
      <CareersHeader />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <LoadError title="Error Loading Jobs" message="Please try again later." />
      </div>
    </>
  );
}
