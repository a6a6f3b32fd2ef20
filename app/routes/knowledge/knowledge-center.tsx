import { FolderOpen, Rss } from "lucide-react";
import { Link, useLocation, useNavigation } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { LoadError, secondaryLinkClass } from "~/components/list-states";
import { Pagination } from "~/components/pagination";
import { NoMatchState, NoPostsState } from "~/features/blog/components/blog-states";
import { ExploreByCategory } from "~/features/blog/components/explore-by-category";
import { FeaturedPosts } from "~/features/blog/components/featured-posts";
import { KnowledgeHeader } from "~/features/blog/components/knowledge-header";
import { knowledgeCenterJsonLd } from "~/features/blog/components/knowledge-json-ld";
import { PostFilters } from "~/features/blog/components/post-filters";
import { PostGrid } from "~/features/blog/components/post-grid";
import { listResultEvents, useResultEvents } from "~/features/blog/components/result-events";
import { ResultsStatus } from "~/features/blog/components/results-status";
import { knowledgeSearch, parseKnowledgeFilters } from "~/features/blog/knowledge-filters";
import { loadKnowledgeCenter } from "~/features/blog/knowledge-list.server";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/knowledge-center";

const listPath = "/knowledge-center";
const intro =
  "Articles by Quillstack's engineers on software development, AI, hiring remote talent and running distributed teams.";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseKnowledgeFilters(new URL(request.url).searchParams);
  const view = await loadKnowledgeCenter(filters);
  return { ...view, siteUrl: getEnv().SITE_URL };
}

/** /blog is the same screen: its canonical is /knowledge-center; a search is kept out of indexes. */
export const meta: Route.MetaFunction = (args) => {
  const filters = args.loaderData?.filters;
  const canonical = `${listPath}${knowledgeSearch({ category: filters?.category, page: filters?.page })}`;
  return pageMeta(args, {
    canonical,
    noindex: args.error != null || Boolean(filters?.q),
  });
};

function HeaderLinks() {
  return (
    <>
      <Link to="/knowledge-center/categories" className={secondaryLinkClass}>
        <FolderOpen aria-hidden="true" />
        Browse categories
      </Link>
      <a href="/feed.xml" className={secondaryLinkClass}>
        <Rss aria-hidden="true" />
        Article feed (RSS)
      </a>
    </>
  );
}

export default function KnowledgeCenterPage({ loaderData }: Route.ComponentProps) {
  const { filters, categories, featured, explore, latest, totalPosts, siteUrl } = loaderData;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === pathname;
  const events = listResultEvents(filters, latest.total);
  const expectResults = useResultEvents(loaderData, events);

  return (
    <>
      <KnowledgeHeader title="Knowledge Center" actions={<HeaderLinks />}>
        {intro}
      </KnowledgeHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
        <PostFilters
          action={pathname}
          q={filters.q}
          category={filters.category}
          categories={categories}
          onApply={expectResults}
        />
        <ResultsStatus
          busy={busy}
          total={latest.total}
          page={latest.page}
          pageSize={latest.pageSize}
          shown={latest.posts.length}
        />
        <div
          data-live-swap="results"
          data-live-events={JSON.stringify(events)}
          aria-busy={busy}
          className="transition-opacity aria-busy:opacity-60 motion-reduce:transition-none"
        >
          {totalPosts === 0 ? (
            <div className="mt-6">
              <NoPostsState />
            </div>
          ) : latest.total === 0 ? (
            <div className="mt-6">
              <NoMatchState clearTo={pathname} />
            </div>
          ) : (
            <>
              <FeaturedPosts posts={featured} />
              {explore ? <ExploreByCategory groups={explore} /> : null}
              <section aria-labelledby="latest-articles" className="mt-14">
                <h2 id="latest-articles" className="text-2xl font-bold tracking-tight">
                  Latest Articles
                </h2>
                <PostGrid posts={latest.posts} className="mt-5" />
                <Pagination
                  page={latest.page}
                  pageCount={latest.pageCount}
                  href={(page) => `${pathname}${knowledgeSearch({ ...filters, page })}`}
                />
              </section>
            </>
          )}
        </div>
      </div>
      <JsonLd
        data={knowledgeCenterJsonLd({
          siteUrl,
          path: `${listPath}${knowledgeSearch({ category: filters.category, page: filters.page })}`,
          name: "Knowledge Center",
          description: intro,
          posts: latest.posts,
        })}
      />
    </>
  );
}

/** The list failed to load (the database, most likely): the spec's texts and Try Again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <KnowledgeHeader title="Knowledge Center">{intro}</KnowledgeHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <LoadError
          title="Error Loading Blog"
          message="We encountered an error while loading the blog posts. This might be due to a database connection issue."
          error={error}
        />
      </div>
    </>
  );
}
