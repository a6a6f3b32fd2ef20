// The embedded default (PGlite, DATABASE_URL unset) killed with SIGKILL while visitors write: the
// data directory opens again and holds every write the site acknowledged.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, it } from "vitest";
import { uniqueBusinessEmail } from "../support/e2e-services.ts";
import { type SiteProcess, startSiteProcess } from "../support/site-process.ts";
import { eventually, submitLead, succeeded } from "../support/site-visitors.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "site-embedded-crash-"));
let site: SiteProcess | undefined;

afterAll(async () => {
  await site?.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("keeps every acknowledged write when the process is killed mid-write", async () => {
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", TRUST_PROXY: "true" };
  // Migrated and seeded first, as `npm run db:seed` does: on a busy machine the embedded first
  // start (initdb, migrations, demo content) can outlast the wait for a healthy server.
  execFileSync(process.execPath, ["scripts/db.ts", "seed"], {
    env: { ...process.env, ...env },
    stdio: "ignore",
  });
  site = await startSiteProcess(env);
  const running = site;
  const acknowledged: string[] = [];
  let writing = true;
  const writers = [0, 1, 2, 3].map(async () => {
    while (writing) {
      const email = uniqueBusinessEmail("embedded");
      if (succeeded(await submitLead(running.url, email))) acknowledged.push(email);
    }
  });
  expect(await eventually(async () => acknowledged.length >= 20)).toBe(true);

  // Killed with requests in flight: nothing gets to flush or close.
  expect(await running.stop("SIGKILL")).toBeNull();
  writing = false;
  await Promise.all(writers);

  const reopened = new PGlite(path.join(dataDir, "pglite"));
  try {
    const { rows } = await reopened.query<{ email: string }>(
      "select email from leads where email = any($1)",
      [acknowledged],
    );
    const kept = new Set(rows.map((row) => row.email));
    expect(acknowledged.filter((email) => !kept.has(email))).toEqual([]);
  } finally {
    await reopened.close();
  }

  // And the site starts on it again.
  site = await startSiteProcess(env);
  expect(succeeded(await submitLead(site.url, uniqueBusinessEmail("after-crash")))).toBe(true);
}, 240_000);
