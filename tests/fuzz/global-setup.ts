// Starts the production build once for the fuzz tier: server.js on a throwaway PostgreSQL server
// (so the tests can count rows) with mail going to an SMTP sink. Tests read the URLs with inject().

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { findPostgresBin, type PostgresServer, startPostgres } from "../support/postgres-server.ts";
import { type SiteProcess, startSiteProcess } from "../support/site-process.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { fuzzAuthSecret } from "./auth-secret.ts";

declare module "vitest" {
  export interface ProvidedContext {
    fuzzSite: { url: string; databaseUrl: string };
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!given && !findPostgresBin()) {
    throw new Error(
      "The fuzz tier needs PostgreSQL (to count rows): install Debian's postgresql or set TEST_DATABASE_URL.",
    );
  }
  let postgres: PostgresServer | undefined;
  let sink: SmtpSink | undefined;
  let site: SiteProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-fuzz-"));
  const teardown = async () => {
    await site?.stop();
    await sink?.stop().catch(() => {});
    postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    postgres = given ? undefined : await startPostgres();
    const databaseUrl = given ?? (postgres as PostgresServer).url;
    sink = await startSmtpSink();
    site = await startSiteProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      AUTH_SECRET: fuzzAuthSecret,
      // Each request names its own client address, so the rate limits are met only on purpose.
      TRUST_PROXY: "true",
    });
    project.provide("fuzzSite", { url: site.url, databaseUrl });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
