/**
 * Every in-process copy of database content (tag counts, related posts and jobs, the careers
 * board's figures, rendered Markdown). Each instance empties them all when the content tables
 * change, whichever instance wrote (the `content_changed` NOTIFY, server/content-changes.ts), and
 * when a staff write on this instance commits, so a page rendered after a write never shows an
 * older copy.
 */
const caches = new Set<{ clear(): void }>();

/** Registers `cache` to be emptied on every content change; returns it. */
export function clearedOnContentChange<Cache extends { clear(): void }>(cache: Cache): Cache {
  caches.add(cache);
  return cache;
}

/** Empties every registered cache: the next reader of each loads from the database. */
export function clearContentCaches(): void {
  for (const cache of caches) cache.clear();
}
