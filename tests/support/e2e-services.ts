// What end-to-end tests use to look behind the site: the PostgreSQL database the e2e server runs
// on and the mail its SMTP sink received (both started by tests/support/e2e-server.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { ReceivedMail } from "./smtp-sink.ts";

/** The e2e server's AUTH_SECRET (better-auth signs cookies and encrypts TOTP secrets with it). */
export const e2eAuthSecret = "e2e-auth-secret-0123456789abcdefghijklmnop";

interface Services {
  databaseUrl: string | null;
  mailApiUrl: string;
}

function services(): Services {
  const port = process.env.E2E_PORT ?? "3210";
  return JSON.parse(readFileSync(path.resolve(`.tmp/e2e-services-${port}.json`), "utf8"));
}

/** Runs one query against the e2e server's database. */
export async function queryDb<Row extends Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const { databaseUrl } = services();
  if (!databaseUrl) {
    throw new Error(
      "The e2e server runs on PGlite (no PostgreSQL binaries under /usr/lib/postgresql): install `postgresql` to check rows",
    );
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export type SinkMail = Omit<ReceivedMail, "raw">;

/** Mail the SMTP sink received for `to`. */
export async function mailTo(to: string): Promise<SinkMail[]> {
  const response = await fetch(`${services().mailApiUrl}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mail listener answered ${response.status}`);
  return (await response.json()) as SinkMail[];
}

/** Waits until the sink received `count` messages for `to` (the outbox worker polls every 2 s). */
export async function waitForMail(to: string, count = 1, timeoutMs = 20_000): Promise<SinkMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await mailTo(to);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) {
      throw new Error(
        `expected ${count} message(s) to ${to}, got ${messages.length} in ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits for the first mail to `to` that `matches` (for shared inboxes such as the team's
 * notification address, where other tests' mail arrives too).
 */
export async function waitForMatchingMail(
  to: string,
  matches: (mail: SinkMail) => boolean,
  timeoutMs = 20_000,
): Promise<SinkMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(to)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${to} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let counter = 0;
/** A client address of its own for one test (the e2e server trusts X-Forwarded-For). */
export function uniqueClientAddress(): string {
  counter += 1;
  const random = Math.floor(Math.random() * 250) + 1;
  return `10.${process.pid % 250}.${random}.${(counter % 250) + 1}`;
}

/** A fresh address at a company domain. */
export function uniqueBusinessEmail(prefix = "e2e"): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@acme-industries.com`;
}
