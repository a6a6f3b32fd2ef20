import { inArray } from "drizzle-orm";
import type { Db, Queryable } from "../../app/lib/db.server.ts";
import { appMeta } from "../schema/index.ts";
import { seedBlogCategories, seedCategories } from "./categories.ts";
import { seedJobs, serviceTopicJobs } from "./jobs.ts";
import { serviceTopicPosts } from "./posts/service-topics.ts";
import { seedPosts } from "./posts.ts";
import { seedRoles } from "./roles.ts";

/**
 * A set of demo content with its own marker in app_meta: a set is seeded automatically once,
 * when its marker is missing, so a set added later reaches databases seeded before it existed,
 * and rows content staff delete afterwards stay deleted.
 */
interface ContentSet {
  /** The app_meta key recording when the set was seeded. */
  key: string;
  seed(tx: Queryable): Promise<void>;
}

export const contentSets: readonly ContentSet[] = [
  {
    key: "demo_content_seeded_at",
    async seed(tx) {
      await seedCategories(tx);
      await seedJobs(tx);
      await seedRoles(tx);
    },
  },
  {
    key: "blog_posts_seeded_at",
    async seed(tx) {
      // The posts' categories, for a database seeded before the newer categories existed.
      await seedBlogCategories(tx);
      await seedPosts(tx);
    },
  },
  {
    // Posts and jobs on the services that had none, for databases seeded before they existed.
    key: "service_topics_seeded_at",
    async seed(tx) {
      await seedPosts(tx, new Date(), serviceTopicPosts);
      await seedJobs(tx, new Date(), serviceTopicJobs);
    },
  },
];

async function seedSet(db: Db, set: ContentSet) {
  await db.transaction(async (tx) => {
    await set.seed(tx);
    const value = new Date().toISOString();
    await tx
      .insert(appMeta)
      .values({ key: set.key, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  });
}

/** Inserts every piece of demo content; each step skips rows that already exist. */
export async function seedDemoContent(db: Db) {
  for (const set of contentSets) await seedSet(db, set);
}

/**
 * Seeds each content set that was never seeded (its marker is missing), so content staff
 * deleted stays deleted. True when anything was seeded.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const markers = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(
      inArray(
        appMeta.key,
        contentSets.map((set) => set.key),
      ),
    );
  const seeded = new Set(markers.map((marker) => marker.key));
  const missing = contentSets.filter((set) => !seeded.has(set.key));
  for (const set of missing) await seedSet(db, set);
  return missing.length > 0;
}
