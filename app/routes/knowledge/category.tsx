import { ArrowLeft } from "lucide-react";
import { Link, redirect, useLocation, useNavigation } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { EmptyState, LoadError, secondaryLinkClass } from "~/components/list-states";
import { Pagination } from "~/components/pagination";
import { NoMatchState } from "~/features/blog/components/blog-states";
import { categoryStyle } from "~/features/blog/components/category-style";
import { KnowledgeHeader } from "~/features/blog/components/knowledge-header";
import { knowledgeCenterJsonLd } from "~/features/blog/components/knowledge-json-ld";
import { PostFilters } from "~/features/blog/components/post-filters";
import { PostGrid } from "~/features/blog/components/post-grid";
import { categoryResultEvents, useResultEvents } from "~/features/blog/components/result-events";
import { ResultsStatus } from "~/features/blog/components/results-status";
import { knowledgeSearch, parseKnowledgeFilters } from "~/features/blog/knowledge-filters";
import { loadCategoryPage } from "~/features/blog/knowledge-list.server";
import { categoryPath } from "~/features/blog/post-view";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/category";

/** The category the parameter names (slug or hyphenated name); any other goes to the list. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { q, page } = parseKnowledgeFilters(new URL(request.url).searchParams);
  const view = await loadCategoryPage(params.categoryname, { q, page });
  if (!view) throw redirect("/knowledge-center");
  return { ...view, siteUrl: getEnv().SITE_URL };
}

export const meta: Route.MetaFunction = (args) => {
  const view = args.loaderData;
  if (!view) return pageMeta(args, { noindex: true });
  const { category, filters } = view;
  return pageMeta(args, {
    title: `${category.name} Articles`,
    description:
      category.description ?? `Knowledge center articles about ${category.name.toLowerCase()}.`,
    canonical: `${categoryPath(category)}${knowledgeSearch({ page: filters.page })}`,
    noindex: Boolean(filters.q),
  });
};

function BackLink() {
  return (
    <Link to="/knowledge-center/categories" className={secondaryLinkClass}>
      <ArrowLeft aria-hidden="true" />
      All categories
    </Link>
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, filters, posts, siteUrl } = loaderData;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === pathname;
  const events = categoryResultEvents(category.id, filters.q, posts.total);
  const expectResults = useResultEvents(loaderData, events);
  const style = categoryStyle(category.id);
  const Icon = style.icon;

  return (
    <>
      <KnowledgeHeader
        eyebrow={
          <Link
            to="/knowledge-center"
            className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Knowledge Center
          </Link>
        }
        title={
          <span className="flex items-center gap-4">
            <span
              className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${style.tile}`}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            {category.name}
          </span>
        }
        actions={<BackLink />}
      >
        {category.description}
      </KnowledgeHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
        {category.postCount > 0 ? (
          <>
            <PostFilters
              action={pathname}
              q={filters.q}
              label={`Search ${category.name} articles`}
              onApply={expectResults}
            />
            <ResultsStatus
              busy={busy}
              total={posts.total}
              page={posts.page}
              pageSize={posts.pageSize}
              shown={posts.posts.length}
            />
          </>
        ) : null}
        <div
          data-live-swap="results"
          data-live-events={JSON.stringify(events)}
          aria-busy={busy}
          className="mt-2 transition-opacity aria-busy:opacity-60 motion-reduce:transition-none"
        >
          {category.postCount === 0 ? (
            <EmptyState
              title="No articles in this category"
              action={
                <Link to="/knowledge-center" className={secondaryLinkClass}>
                  Browse all articles
                </Link>
              }
            >
              Check back soon: new articles are on their way.
            </EmptyState>
          ) : posts.total === 0 ? (
            <NoMatchState clearTo={pathname}>Try different keywords.</NoMatchState>
          ) : (
            <section aria-label={`${category.name} articles`}>
              <PostGrid posts={posts.posts} headingLevel="h2" eager={3} className="mt-4" />
              <Pagination
                page={posts.page}
                pageCount={posts.pageCount}
                href={(page) => `${pathname}${knowledgeSearch({ q: filters.q, page })}`}
              />
            </section>
          )}
        </div>
      </div>
      <JsonLd
        data={knowledgeCenterJsonLd({
          siteUrl,
          path: categoryPath(category),
          name: `${category.name} Articles`,
          description: category.description ?? category.name,
          posts: posts.posts,
        })}
      />
    </>
  );
}

/** The category failed to load: the spec's 'Category Not Found' with ways back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <KnowledgeHeader eyebrow="Categories" title="Knowledge Center" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <LoadError
          title="Category Not Found"
          message="The category you're looking for doesn't exist or has been moved."
          error={error}
        >
          <Link to="/knowledge-center/categories" className={secondaryLinkClass}>
            All categories
          </Link>
        </LoadError>
      </div>
    </>
  );
}
