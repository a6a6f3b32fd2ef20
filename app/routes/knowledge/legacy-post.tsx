import { useEffect } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { legacyPostTarget } from "~/features/blog/post-page.server";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/legacy-post";

/** How long the not-found message stays before the knowledge center opens. */
export const legacyRedirectDelayMs = 3000;
const knowledgeCenterPath = "/knowledge-center";

/**
 * /post/:legacySlug, the previous site's post addresses: 301 to the post's canonical URL after a
 * lookup by legacy_url; otherwise HTTP 404 with the spec's message, then the knowledge center.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const target = await legacyPostTarget(params.legacySlug ?? "", getEnv().SITE_URL);
  if (target) throw redirect(target, 301);
  return data(null, { status: 404, headers: { "X-Robots-Tag": "noindex" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Blog post not found",
    description: "This article has moved or no longer exists. Redirecting to the Knowledge Center.",
    canonical: knowledgeCenterPath,
    noindex: true,
  });

export default function LegacyPostNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(knowledgeCenterPath, { replace: true }),
      legacyRedirectDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div
      data-island="delayed-redirect"
      data-redirect-to={knowledgeCenterPath}
      data-redirect-after={legacyRedirectDelayMs}
      className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-16"
    >
      <div className="text-center">
        <div role="status">
          <h1 className="text-2xl font-semibold">Blog post not found, redirecting...</h1>
        </div>
        <p className="mt-4 text-muted-foreground">
          <Link
            to={knowledgeCenterPath}
            className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Go to the Knowledge Center
          </Link>
        </p>
      </div>
    </div>
  );
}
