// Two app processes (the production build) behind one public address, on one PostgreSQL server
// and one shared uploads directory, as they run behind a load balancer: a session made on one is
// valid on the other, rate limits count requests on both, each outbox email leaves exactly once
// while both workers deliver (also after the mail server was down), and a resume uploaded on one
// downloads from the other, and a content write empties both instances' page caches.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueBusinessEmail, uniqueClientAddress } from "../support/e2e-services.ts";
import { freePort, type PostgresServer, startPostgres } from "../support/postgres-server.ts";
import { pdfFile } from "../support/resume-files.ts";
import { type SiteProcess, startSiteProcess } from "../support/site-process.ts";
import {
  eventually,
  outboxStates,
  queryDb,
  queueEmails,
  signUp,
  sleep,
  submitContact,
  submitLead,
  succeeded,
} from "../support/site-visitors.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

/** Outbox ids each process logged as sent ("email sent" lines of its JSON log). */
function sentIds(site: SiteProcess): string[] {
  return site
    .output()
    .split("\n")
    .filter((line) => line.includes('"message":"email sent"'))
    .map((line) => (JSON.parse(line) as { id: string }).id);
}

function countBy(values: string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe("two instances on one PostgreSQL server", () => {
  let postgres: PostgresServer;
  let sink: SmtpSink;
  let dataDir: string;
  let publicUrl: string;
  let a: SiteProcess;
  let b: SiteProcess;

  beforeAll(async () => {
    postgres = await startPostgres();
    // 100 ms per mail: one worker alone could not empty the outbox test's queue before the other's
    // next poll (every 2 s), so both deliver.
    sink = await startSmtpSink({ delayMs: 100 });
    dataDir = mkdtempSync(path.join(tmpdir(), "site-instances-"));
    const [portA, portB] = [await freePort(), await freePort()];
    // The one address visitors use; the load balancer in front sends them to either instance.
    publicUrl = `http://localhost:${portA}`;
    const env = {
      DATABASE_URL: postgres.url,
      AUTH_SECRET: "several-instances-secret-0123456789abcdef",
      SITE_URL: publicUrl,
      // The shared storage: both mount the same directory (uploads live under DATA_DIR).
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      TRUST_PROXY: "true",
      LOG_LEVEL: "info",
    };
    // Started together: migrations and the demo seed must cope with a second instance starting.
    [a, b] = await Promise.all([startSiteProcess(env, portA), startSiteProcess(env, portB)]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sink?.stop();
    postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("a session made on one instance is valid on the other, and signing out ends it on both", async () => {
    const email = uniqueBusinessEmail("session");
    const { cookie } = await signUp(a.url, publicUrl, email);

    const session = await fetch(`${b.url}/api/auth/get-session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    const account = await fetch(`${b.url}/user/account`, {
      headers: { cookie },
      redirect: "manual",
    });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(email);

    const signOut = await fetch(`${b.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie, origin: publicUrl, "content-type": "application/json" },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    const ended = await fetch(`${a.url}/api/auth/get-session`, { headers: { cookie } });
    expect(await ended.json()).toBeNull();
  });

  it("counts a client's requests on both instances against one rate limit", async () => {
    const address = uniqueClientAddress();
    // The lead budget is 10 per 10 minutes per address. 16 requests at once, half on each instance:
    // exactly 10 are let through, wherever they landed.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        submitLead((index % 2 ? b : a).url, uniqueBusinessEmail("limit"), address),
      ),
    );
    expect(answers.filter(succeeded)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
    expect((await submitLead(a.url, uniqueBusinessEmail("limit"), address)).status).toBe(429);
    expect((await submitLead(b.url, uniqueBusinessEmail("limit"), address)).status).toBe(429);
    // Another visitor is not affected.
    expect(succeeded(await submitLead(b.url, uniqueBusinessEmail("limit")))).toBe(true);
  });

  it("sends each outbox email exactly once while both workers deliver", async () => {
    const count = 40;
    const ids = new Set(await queueEmails(postgres.url, "outbox", count));
    const delivered = () =>
      sink.messages.filter((mail) => ids.has(mail.headers["x-outbox-id"] ?? ""));
    expect(await eventually(async () => delivered().length >= count, 60_000)).toBe(true);
    // Two more polls of both workers: nothing may arrive a second time.
    await sleep(4500);

    const perMessage = countBy(delivered().map((mail) => mail.headers["x-outbox-id"] as string));
    expect(perMessage.size).toBe(count);
    expect([...perMessage.values()].every((times) => times === 1)).toBe(true);
    const states = await outboxStates(postgres.url, [...ids]);
    expect(states.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    // Both instances took part, and no email was sent by both.
    const fromA = sentIds(a).filter((id) => ids.has(id));
    const fromB = sentIds(b).filter((id) => ids.has(id));
    expect(fromA.length).toBeGreaterThan(0);
    expect(fromB.length).toBeGreaterThan(0);
    expect(fromA.length + fromB.length).toBe(count);
  });

  it("delivers every email once after the mail server was down, whichever instance queued it", async () => {
    await sink.stop();
    const emails = Array.from({ length: 6 }, () => uniqueBusinessEmail("smtp-down"));
    try {
      for (const [index, email] of emails.entries()) {
        expect(succeeded(await submitContact(index % 2 ? b.url : a.url, email))).toBe(true);
      }
      // Both workers try, fail and schedule a retry; nothing is lost meanwhile.
      const attempted = await eventually(async () => {
        const [row] = await queryDb<{ waiting: number }>(
          postgres.url,
          `select count(*)::int as waiting from email_outbox
           where to_address = any($1) and status = 'pending' and attempts > 0 and last_error is not null`,
          [emails],
        );
        return row?.waiting === emails.length;
      });
      expect(attempted).toBe(true);
    } finally {
      await sink.start();
    }
    // The first retry is due 30 s (±10 %) after the failed attempt.
    const allBack = await eventually(
      async () => emails.every((email) => sink.messagesTo(email).length > 0),
      60_000,
    );
    expect(allBack).toBe(true);
    await sleep(4500);
    for (const email of emails) expect(sink.messagesTo(email)).toHaveLength(1);
    const [pending] = await queryDb<{ count: number }>(
      postgres.url,
      "select count(*)::int as count from email_outbox where status <> 'sent'",
    );
    expect(pending?.count).toBe(0);
  });

  it("serves a resume uploaded on one instance from the other", async () => {
    const { cookie } = await signUp(b.url, publicUrl, uniqueBusinessEmail("resume"));
    const document = pdfFile("Resume kept on shared storage");
    const form = new FormData();
    form.set(
      "resume",
      new File([document as Uint8Array<ArrayBuffer>], "resume.pdf", { type: "application/pdf" }),
    );
    const upload = await fetch(`${a.url}/api/resumes`, {
      method: "POST",
      headers: { cookie, origin: publicUrl },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { resume } = (await upload.json()) as { resume: { id: string } };

    const download = await fetch(`${b.url}/user/resumes/${resume.id}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(document);
  });

  it("a job added through either instance's database shows on both boards at once, though both had it cached", async () => {
    const board = async (site: SiteProcess) => {
      const response = await fetch(`${site.url}/careers`);
      return { cache: response.headers.get("x-page-cache"), html: await response.text() };
    };
    // Twice each: the second answer comes from each instance's page cache.
    for (const site of [a, b]) {
      await board(site);
      expect(await eventually(async () => (await board(site)).cache === "hit", 10_000)).toBe(true);
    }
    const title = `Cache Probe Engineer ${Date.now().toString(36)}`;
    await queryDb(
      postgres.url,
      `insert into job_posts (slug, title, company_name, location, description, job_type, experience_level)
       values ($1, $2, 'Quillstack', 'Remote', 'Keeps two caches honest.', 'full-time', 'senior')`,
      [title.toLowerCase().replaceAll(" ", "-"), title],
    );
    // The NOTIFY reaches both instances when the insert commits; it travels for a moment.
    for (const site of [a, b]) {
      expect(await eventually(async () => (await board(site)).html.includes(title), 5000)).toBe(
        true,
      );
    }
  });

  it("a post published, a job edited and a category renamed show at once on every page of the other instance that shows them", async () => {
    const probe = Date.now().toString(36);
    const page = async (site: SiteProcess, path: string) => {
      const response = await fetch(`${site.url}${path}`);
      return { cache: response.headers.get("x-page-cache"), html: await response.text() };
    };
    // Two open React jobs in one category: each is the other's related job.
    const [job, sibling] = await queryDb<{ id: string; slug: string }>(
      postgres.url,
      `insert into job_posts (slug, title, company_name, location, description, job_type,
         experience_level, category_id, tags, workplace_type)
       values ($1, $3, 'Quillstack', 'Remote', 'Builds the storefront.', 'full-time', 'senior', 'engineering', '{React}', 'on-site'),
              ($2, $4, 'Quillstack', 'Remote', 'Builds the checkout.', 'full-time', 'senior', 'engineering', '{React}', 'on-site')
       returning id, slug`,
      [
        `storefront-${probe}`,
        `checkout-${probe}`,
        `Storefront Engineer ${probe}`,
        `Checkout Engineer ${probe}`,
      ],
    );
    const [post] = await queryDb<{ slug: string }>(
      postgres.url,
      `select slug from blog_posts where category_id = 'web-development' and status = 'published'
       and publish_date < now() order by publish_date desc limit 1`,
    );
    if (!job || !sibling || !post) throw new Error("the demo content has no web development post");
    const postPages = [
      "/knowledge-center",
      "/knowledge-center/categories/web-development",
      `/knowledge-center/${post.slug}`,
      "/services/web-development",
      "/tags/react",
      "/feed.xml",
    ];
    const jobPages = [
      `/careers/job/${job.slug}`,
      `/careers/job/${sibling.slug}`,
      "/services/web-development",
      "/jobs/feed.xml",
    ];
    // Instance B renders every page and keeps what they are made of (its page cache holds each).
    for (const path of new Set([...postPages, ...jobPages, "/careers"])) {
      expect(await eventually(async () => (await page(b, path)).cache === "hit", 10_000)).toBe(
        true,
      );
    }
    const remoteRoles = async () =>
      Number(
        /remote roles<\/dt><dd[^>]*>([\d,]+)<\/dd>/
          .exec((await page(b, "/careers")).html)?.[1]
          ?.replace(",", ""),
      );
    const remoteBefore = await remoteRoles();

    // The writes, as instance A's staff would make them.
    const title = `Caching Pages Across Instances ${probe}`;
    const postSlug = `caching-pages-${probe}`;
    const categoryName = `Web Development ${probe}`;
    const jobTitle = `Storefront Platform Engineer ${probe}`;
    await queryDb(
      postgres.url,
      `insert into blog_posts (slug, title, excerpt, content, status, category_id, tags, publish_date)
       values ($1, $2, 'How two instances agree.', 'Both instances empty their caches.', 'published',
         'web-development', '{React}', now() - interval '1 minute')`,
      [postSlug, title],
    );
    await queryDb(
      postgres.url,
      "update job_posts set title = $2, workplace_type = 'remote' where id = $1",
      [job.id, jobTitle],
    );
    await queryDb(
      postgres.url,
      "update blog_categories set name = $1 where id = 'web-development'",
      [categoryName],
    );
    try {
      // The category rename, the last write, has reached B: so have the others, in commit order.
      expect(
        await eventually(
          async () => (await page(b, `/knowledge-center/${postSlug}`)).html.includes(categoryName),
          5000,
        ),
      ).toBe(true);
      for (const path of postPages) {
        const { html } = await page(b, path);
        expect(html, path).toContain(title);
      }
      for (const path of jobPages) {
        const { html } = await page(b, path);
        expect(html, path).toContain(jobTitle);
      }
      for (const path of [`/knowledge-center/${post.slug}`, "/services/web-development"]) {
        const { html } = await page(b, path);
        expect(html, path).toContain(categoryName);
      }
      expect(await remoteRoles()).toBe(remoteBefore + 1);
    } finally {
      await queryDb(
        postgres.url,
        "update blog_categories set name = $1 where id = 'web-development'",
        ["Web Development"],
      );
    }
  });
});
