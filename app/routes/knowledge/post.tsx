import { data, isRouteErrorResponse, useNavigation } from "react-router";
import { NotFoundPage } from "~/components/errors/not-found-page";
import { RootErrorBoundary } from "~/components/errors/root-error-boundary";
import { PostPage } from "~/features/blog/post-page/post-page";
import { loadPostPage, streamRelatedPosts } from "~/features/blog/post-page.server";
import { articleMetaTags, postMetaOverrides } from "~/features/blog/post-seo";
import { canonicalPostUrl } from "~/features/blog/post-view";
import { maxQueryLength } from "~/features/search/query";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/post";

const noindex = { "X-Robots-Tag": "noindex" };

/** /knowledge-center/:slug and /blog/:slug: one published post, or the 404 page with HTTP 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadPostPage(params.slug ?? "");
  if (!page) throw data(null, { status: 404, headers: noindex });
  const siteUrl = getEnv().SITE_URL;
  // The Markdown is rendered into `body` on the server; the page does not need it again.
  const { content: _markdown, ...post } = page.post as typeof page.post & { content?: string };
  return {
    ...page,
    post,
    siteUrl,
    url: canonicalPostUrl(page.post, siteUrl),
    // Streamed after the page: the block shows skeletons until it arrives, nothing on error.
    related: streamRelatedPosts(page.post),
  };
}

export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) {
    return pageMeta(args, {
      title: "Page Not Found",
      description: "The page you're looking for doesn't exist or has been moved.",
      canonical: "/404",
      noindex: true,
    });
  }
  return [
    ...pageMeta(args, postMetaOverrides(loaded.post, loaded.siteUrl)),
    ...articleMetaTags(loaded.post),
  ];
};

/** The spec's 'Loading...' while the browser fetches another post. */
function useLoadingAnotherPost(): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "loading" &&
    /^\/(knowledge-center|blog)\/[^/]+$/.test(navigation.location.pathname)
  );
}

export default function PostRoute({ loaderData }: Route.ComponentProps) {
  const loading = useLoadingAnotherPost();
  return (
    <>
      {loading ? (
        <p
          role="status"
          className="fixed top-20 left-1/2 z-40 -translate-x-1/2 rounded-full border border-border bg-card px-4 py-1.5 text-sm font-medium shadow-md"
        >
          Loading...
        </p>
      ) : null}
      <PostPage {...loaderData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage searchMaxLength={maxQueryLength} />;
  return <RootErrorBoundary error={error} />;
}
