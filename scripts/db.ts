// `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start.
import { openDatabase, withDbRetry } from "../app/lib/db.server.ts";
import { getEnv } from "../app/lib/env.server.ts";
import { seedDemoContent } from "../db/seed/index.ts";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: node scripts/db.ts migrate|seed");
  process.exit(2);
}
const env = getEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  await withDbRetry(() => database.migrate(), { attempts: 5, baseDelayMs: 500 });
  if (command === "seed") await seedDemoContent(database.db);
  console.log(command === "seed" ? "Migrated and seeded demo content." : "Migrations applied.");
} finally {
  await database.close();
}
