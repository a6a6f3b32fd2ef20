import { cachedTextResponse } from "~/features/feeds/respond.server";
import { buildRobotsTxt } from "~/features/seo/robots";
import { getEnv } from "~/lib/env.server";
import type { Route } from "./+types/robots";

/** GET /robots.txt: crawl rules and the sitemap index, cached for an hour. */
export function loader({ request }: Route.LoaderArgs) {
  return cachedTextResponse(
    request,
    buildRobotsTxt(getEnv().SITE_URL),
    "text/plain; charset=utf-8",
    {
      maxAge: 3600,
    },
  );
}
