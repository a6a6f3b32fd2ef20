import { site } from "../app/content/site.ts";
import { bootstrapAdmin } from "../app/features/admin/bootstrap.server.ts";
import type { Database } from "../app/lib/db.server.ts";
import { withDbRetry } from "../app/lib/db.server.ts";
import { getEnv } from "../app/lib/env.server.ts";
import { logger } from "../app/lib/logger.server.ts";
import { seedIfEmpty } from "../db/seed/index.ts";

/**
 * Applies pending migrations, seeds demo content into an empty database, then makes sure the
 * staff area has its first admin (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated one on the
 * embedded default; see app/features/admin/bootstrap.server.ts).
 */
export async function prepareDatabase(database: Database) {
  await withDbRetry(() => database.migrate(), { attempts: 5, baseDelayMs: 500 });
  const seeded = await seedIfEmpty(database.db);
  if (seeded) logger.info("seeded demo content into the empty database");
  const env = getEnv();
  const admin = await bootstrapAdmin(database.db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    embedded: env.embedded,
    domain: site.domain,
    dataDir: env.dataDir,
  });
  if (admin.action === "created" || admin.action === "granted") {
    logger.info("staff area admin ready", { email: admin.email, action: admin.action });
  }
}
