import { sql } from "drizzle-orm";
import { clearContentCaches } from "~/lib/content-caches.server";
import type { Database } from "~/lib/db.server";
import { errorFields, logger } from "~/lib/logger.server";
import type { PageCache } from "./page-cache.ts";

/** The channel migration 0009's triggers notify on every write to the content tables. */
export const contentChannel = "content_changed";

/**
 * When content next changes without a write: a scheduled post's publish date or an open job's
 * application deadline. Null when nothing is scheduled.
 */
export async function nextScheduledChange(database: Database): Promise<Date | null> {
  const result = await database.db.execute(sql`
    select least(
      (select min(publish_date) from blog_posts where status = 'published' and publish_date > now()),
      (select min(application_deadline) from job_posts
        where is_active and application_deadline > now())
    ) as next_change`);
  const value = (result as unknown as { rows: Array<{ next_change: Date | string | null }> })
    .rows[0]?.next_change;
  return value ? new Date(value) : null;
}

/**
 * Keeps this process's copies of content in step with the database: every content write (from
 * any instance) empties the in-process caches (clearContentCaches) and then `cache`, the page
 * cache, which serves nothing while notifications may be missed. The in-process caches are
 * emptied first, so that no page rendered after the notification is made from an older copy.
 * Returns how to look up the next scheduled change (one lookup at a time) and how to stop.
 */
export async function followContentChanges(database: Database, cache?: PageCache) {
  let lookup: Promise<void> | undefined;
  const stopListening = await database.listen(contentChannel, {
    onNotify: () => {
      clearContentCaches();
      cache?.invalidate();
    },
    // Whatever changed while notifications were missed is unknown.
    onListening: (listening) => {
      clearContentCaches();
      cache?.setListening(listening);
    },
  });
  return {
    /** Looks up the next scheduled change, once at a time; resolves when the lookup ends. */
    refreshStableUntil(): Promise<void> {
      if (!cache) return Promise.resolve();
      if (lookup) return lookup;
      const generation = cache.generation;
      lookup = nextScheduledChange(database)
        .then((nextChange) => cache.setStableUntil(generation, nextChange))
        .catch((error: unknown) =>
          logger.warn("page cache idle: next scheduled change unknown", {
            ...errorFields(error),
          }),
        )
        .finally(() => {
          lookup = undefined;
        });
      return lookup;
    },
    stop: stopListening,
  };
}
