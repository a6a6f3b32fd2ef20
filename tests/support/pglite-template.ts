// Vitest global setup of the integration tier on PGlite: migrates one database and keeps its data
// directory, which each test file copies (tests/support/test-database.ts) instead of running every
// migration again; a copy takes a fraction of the time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/lib/db.server.ts";

export const templateVariable = "PGLITE_TEMPLATE_DIR";

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-pglite-template-"));
  const database = openDatabase({ dataDir });
  await database.migrate();
  await database.close();
  process.env[templateVariable] = path.join(dataDir, "pglite");
  return () => rmSync(dataDir, { recursive: true, force: true });
}
