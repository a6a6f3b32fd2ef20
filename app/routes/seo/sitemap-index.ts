import { sitemapIndexResponse } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap-index";

/** GET /sitemap.xml: the sitemap index naming each kind's sitemap under /sitemaps/. */
export function loader({ request }: Route.LoaderArgs) {
  return sitemapIndexResponse(request);
}
