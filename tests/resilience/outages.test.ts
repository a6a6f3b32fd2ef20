// The production build as a process under load while things go wrong: PostgreSQL stops and comes
// back (503 meanwhile, nothing acknowledged lost, recovery without a restart), and the process is
// told to stop with SIGTERM (requests it started finish with a proper answer, then it exits 0).
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueBusinessEmail, uniqueClientAddress } from "../support/e2e-services.ts";
import { type PostgresServer, startPostgres } from "../support/postgres-server.ts";
import { type SiteProcess, startSiteProcess } from "../support/site-process.ts";
import {
  type Answer,
  eventually,
  outboxStates,
  queryDb,
  queueEmails,
  sleep,
  submitContact,
  submitLead,
  succeeded,
} from "../support/site-visitors.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

interface Submitted {
  table: "leads" | "contact_messages";
  email: string;
  answer: Answer;
}

async function getPage(url: string): Promise<Answer> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return { status: response.status };
  } catch (error) {
    return { status: null, error: String((error as Error).cause ?? error) };
  }
}

/** Emails of `table` that the database holds, out of `emails`. */
async function stored(databaseUrl: string, table: Submitted["table"], emails: string[]) {
  const rows = await queryDb<{ email: string }>(
    databaseUrl,
    `select email from ${table} where email = any($1)`,
    [emails],
  );
  return new Set(rows.map((row) => row.email));
}

/**
 * Sends a contact form whose body arrives slowly: resolves `started` once the server has read the
 * headers (it answered "100 Continue"), then trickles the body and resolves with the answer.
 */
function slowContact(siteUrl: string, email: string) {
  const body = JSON.stringify({ name: "Slow Sender", email, message: "Sent over a slow line." });
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const answer = new Promise<Answer>((resolve) => {
    const outgoing = request(`${siteUrl}/api/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        "x-forwarded-for": uniqueClientAddress(),
        expect: "100-continue",
      },
    });
    outgoing.on("continue", async () => {
      markStarted();
      await sleep(600);
      outgoing.write(body.slice(0, 20));
      await sleep(600);
      outgoing.end(body.slice(20));
    });
    outgoing.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? null, body: text }));
    });
    outgoing.on("error", (error) => resolve({ status: null, error: String(error) }));
  });
  return { started, answer };
}

describe("one instance while PostgreSQL restarts and while it is stopped", () => {
  let postgres: PostgresServer;
  let sink: SmtpSink;
  let dataDir: string;
  let site: SiteProcess;

  beforeAll(async () => {
    postgres = await startPostgres();
    // A mail server slow enough that the worker is mid-delivery when PostgreSQL stops.
    sink = await startSmtpSink({ delayMs: 100 });
    dataDir = mkdtempSync(path.join(tmpdir(), "site-outages-"));
    site = await startSiteProcess({
      DATABASE_URL: postgres.url,
      AUTH_SECRET: "outages-secret-0123456789abcdefghijklmnop",
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      SMTP_URL: sink.url,
      // Database errors are expected here; keep the output for a failure's message.
      LOG_LEVEL: "error",
    });
  });

  afterAll(async () => {
    await site?.stop("SIGKILL");
    await sink?.stop();
    postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 while PostgreSQL is down, keeps every acknowledged write, and recovers by itself", async () => {
    const submitted: Submitted[] = [];
    const pages: Answer[] = [];
    let running = true;
    const writers = [0, 1, 2, 3].map(async (writer) => {
      while (running) {
        const table = writer % 2 ? "leads" : "contact_messages";
        const email = uniqueBusinessEmail(`outage-${writer}`);
        const answer = await (table === "leads" ? submitLead : submitContact)(site.url, email);
        submitted.push({ table, email, answer });
      }
    });
    const reader = (async () => {
      while (running) pages.push(await getPage(`${site.url}/careers`));
    })();

    const successes = (from: number) =>
      submitted.slice(from).filter(({ answer }) => succeeded(answer)).length;
    const loaded = await eventually(async () => successes(0) >= 8);
    postgres.stop();
    await sleep(3000);
    const beforeRestart = submitted.length;
    postgres.start();
    // Load goes on until the instance has answered successfully again, on its own.
    const recovered = await eventually(async () => successes(beforeRestart) >= 8);
    running = false;
    await Promise.all([...writers, reader]);

    expect(loaded).toBe(true);
    expect(recovered, site.output()).toBe(true);
    // Every visitor got a proper answer: success, or 503 (try again later); never a 500 or a reset.
    const unexpected = submitted.filter(
      ({ answer }) => !succeeded(answer) && answer.status !== 503,
    );
    expect(unexpected, site.output()).toEqual([]);
    expect(pages.every((page) => page.status === 200 || page.status === 503)).toBe(true);
    expect(pages.some((page) => page.status === 503)).toBe(true);
    expect(submitted.some(({ answer }) => answer.status === 503)).toBe(true);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect((await getPage(`${site.url}/careers`)).status).toBe(200);
    // The page cache served nothing while it could miss changes; it follows them again now.
    const cachingAgain = await eventually(
      async () => (await fetch(`${site.url}/careers`)).headers.get("x-page-cache") === "hit",
      15_000,
    );
    expect(cachingAgain, site.output()).toBe(true);

    for (const table of ["leads", "contact_messages"] as const) {
      const acknowledged = submitted
        .filter((entry) => entry.table === table && succeeded(entry.answer))
        .map((entry) => entry.email);
      const kept = await stored(postgres.url, table, acknowledged);
      expect(acknowledged.filter((email) => !kept.has(email))).toEqual([]);
    }

    // Their mail leaves once, also the mail that was being sent when PostgreSQL stopped.
    const allSent = await eventually(async () => {
      const [row] = await queryDb<{ unsent: number }>(
        postgres.url,
        "select count(*)::int as unsent from email_outbox where status <> 'sent'",
      );
      return row?.unsent === 0;
    }, 60_000);
    expect(allSent, site.output()).toBe(true);
    const [outbox] = await queryDb<{ count: number }>(
      postgres.url,
      "select count(*)::int as count from email_outbox",
    );
    const delivered = sink.messages.map((mail) => mail.headers["x-outbox-id"]);
    expect(new Set(delivered).size).toBe(outbox?.count);
    expect(delivered).toHaveLength(outbox?.count ?? 0);
  });

  it("records a mail delivered while PostgreSQL was down once it is back, and sends it once", async () => {
    // A mail server that takes 2 s to accept each mail, on the port the site sends to.
    await sink.stop();
    const slowSink = await startSmtpSink({ port: sink.port, delayMs: 2000 });
    try {
      const ids = await queueEmails(postgres.url, "slow", 3);
      const states = () => outboxStates(postgres.url, ids);
      const claimed = await eventually(async () =>
        (await states()).some((row) => row.status === "sending"),
      );
      expect(claimed).toBe(true);
      // The mail server accepts the mails while the database is away.
      postgres.stop();
      await sleep(3000);
      postgres.start();

      const recorded = await eventually(
        async () => (await states()).every((row) => row.status === "sent"),
        45_000,
      );
      expect(recorded, site.output()).toBe(true);
      await sleep(2500);
      const delivered = slowSink.messages.map((mail) => mail.headers["x-outbox-id"]);
      expect(delivered.toSorted()).toEqual(ids.toSorted());
    } finally {
      await slowSink.stop();
      await sink.start();
    }
  });

  it("finishes the requests and the delivery it started when told to stop with SIGTERM, hands back the mail it has not started, then exits 0", async () => {
    // A mail server that takes 1.5 s per mail, so the worker is mid-delivery at the signal.
    await sink.stop();
    const slowSink = await startSmtpSink({ port: sink.port, delayMs: 1500 });
    try {
      const mailIds = await queueEmails(postgres.url, "stopping", 4);
      const claimed = await eventually(async () =>
        (await outboxStates(postgres.url, mailIds)).some((row) => row.status === "sending"),
      );
      expect(claimed).toBe(true);
      const emails = Array.from({ length: 12 }, () => uniqueBusinessEmail("sigterm"));
      const requests = emails.map((email) => slowContact(site.url, email));
      await Promise.all(requests.map(({ started }) => started));

      const exited = site.stop("SIGTERM");
      const answers = await Promise.all(requests.map(({ answer }) => answer));
      expect(answers.filter((answer) => !succeeded(answer))).toEqual([]);
      expect(await exited).toBe(0);
      expect(site.output()).toContain("SIGTERM received: finishing in-flight requests");
      const kept = await stored(postgres.url, "contact_messages", emails);
      expect(kept.size).toBe(emails.length);

      // The mail being sent was recorded; the others went back to the outbox unattempted.
      const states = await outboxStates(postgres.url, mailIds);
      const sent = states.filter((row) => row.status === "sent" && row.attempts === 1);
      const handedBack = states.filter((row) => row.status === "pending" && row.attempts === 0);
      expect(sent.length).toBeGreaterThan(0);
      expect(handedBack.length).toBeGreaterThan(0);
      expect(sent.length + handedBack.length).toBe(mailIds.length);
      const delivered = slowSink.messages.map((mail) => mail.headers["x-outbox-id"]);
      expect(delivered.toSorted()).toEqual(sent.map((row) => row.id).toSorted());
    } finally {
      await slowSink.stop();
      await sink.start();
    }
  });
});
