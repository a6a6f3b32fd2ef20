import { sitemapResponse } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

/** GET /sitemaps/{kind}.xml or /sitemaps/{kind}-{n}.xml: one sitemap file; others answer 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  return sitemapResponse(request, params.name);
}
