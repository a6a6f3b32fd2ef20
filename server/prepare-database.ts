import { site } from "../app/content/site.ts";
import { bootstrapAdmin } from "../app/features/admin/bootstrap.server.ts";
import type { Database } from "../app/lib/db.server.ts";
import { withDbRetry } from "../app/lib/db.server.ts";
import { getEnv } from "../app/lib/env.server.ts";
import { logger } from "../app/lib/logger.server.ts";
import { endIdleHashingThreads } from "../app/lib/password-hash.server.ts";
import { seedIfEmpty } from "../db/seed/index.ts";

/**
 * A first start leaves garbage that an idle process may keep for hours: PGlite runs initdb in a
 * WebAssembly instance of its own (~190 MiB of memory once it is done), and seeding allocates
 * tens of MiB. V8 frees them at its next full collection, which nothing may trigger until traffic
 * comes, so the process's resident size after a start depended on luck (ADR 093). With
 * `--expose-gc` (`npm run serve`, the Dockerfile) that collection runs here, once.
 */
function collectStartUpGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}

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
  await endIdleHashingThreads();
  collectStartUpGarbage();
}
