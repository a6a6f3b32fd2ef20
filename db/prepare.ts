import type { Database } from "../app/lib/db.server.ts";
import { withDbRetry } from "../app/lib/db.server.ts";
import { logger } from "../app/lib/logger.server.ts";
import { seedIfEmpty } from "./seed/index.ts";

/** Applies pending migrations, then seeds demo content into an empty database. */
export async function prepareDatabase(database: Database) {
  await withDbRetry(() => database.migrate(), { attempts: 5, baseDelayMs: 500 });
  const seeded = await seedIfEmpty(database.db);
  if (seeded) logger.info("seeded demo content into the empty database");
}
