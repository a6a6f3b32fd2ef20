import { clearRelatedPostCache } from "~/features/blog/post-page.server";
import { clearRelatedPostsCache } from "~/features/service-page/related.server";
import { invalidateTagCache } from "~/features/tags/tags.server";

/**
 * Forgets every in-process copy of post data (tag counts, related posts on post and service
 * pages) so a write shows at once. Feeds and sitemaps read the database on each request.
 */
export function afterPostWrite(): void {
  invalidateTagCache();
  clearRelatedPostCache();
  clearRelatedPostsCache();
}
