import { eq } from "drizzle-orm";
import type { Db } from "../../app/lib/db.server.ts";
import { appMeta } from "../schema/index.ts";
import { seedCategories } from "./categories.ts";
import { seedJobs } from "./jobs.ts";
import { seedRoles } from "./roles.ts";

const seededKey = "demo_content_seeded_at";

/** Inserts every piece of demo content; each step skips rows that already exist. */
export async function seedDemoContent(db: Db) {
  await db.transaction(async (tx) => {
    await seedCategories(tx);
    await seedJobs(tx);
    await seedRoles(tx);
    await tx
      .insert(appMeta)
      .values({ key: seededKey, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: new Date().toISOString() } });
  });
}

/** Seeds only a database that has never been seeded, so content staff deleted stays deleted. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, seededKey)).limit(1);
  if (marker.length > 0) return false;
  await seedDemoContent(db);
  return true;
}
