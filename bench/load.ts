// Load test: simulated visitors on the production build on PostgreSQL (loopback), each from an
// address of its own (the site trusts X-Forwarded-For here, as behind a proxy), browsing pages,
// searching, leaving a lead and a contact message, and, one visitor in four, signing up and
// applying to jobs. Prints requests, errors by kind and latency; exits 1 on any 5xx or any
// request that got no answer (refused, reset, or none within 60 s).
//
//   npm run bench:load                                (200 visitors for 60 s; builds first)
//   npm run test:load                                 (the shortened tier of npm test)
//   node bench/load.ts --visitors 50 --seconds 10    (any other length)
import { parseArgs } from "node:util";
import pg from "pg";
import {
  failures,
  networkErrorName,
  reportRows,
  type Sample,
  targetLines,
  visitorAddress,
  writeMismatches,
  writes,
  writtenRows,
} from "./lib/load-report.ts";
import { startSiteOnPostgres } from "./lib/site.ts";
import { machineNote, round1 } from "./lib/stats.ts";

const { values } = parseArgs({
  options: {
    visitors: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    "think-ms": { type: "string", default: "1000" },
  },
});
const visitorCount = Number(values.visitors);
const durationMs = Number(values.seconds) * 1000;
const thinkMs = Number(values["think-ms"]);
const password = "load-test-password-0123";

const samples: Sample[] = [];

interface Visitor {
  n: number;
  address: string;
  cookie?: string;
  email?: string;
}

interface Catalogue {
  jobs: string[];
  posts: string[];
}

const writtenTables = Object.values(writes).map((write) => write.table);

/** Row counts of the tables the visitors write to, to show the writes that were answered landed. */
async function countWrites(client: pg.Pool): Promise<Record<string, number>> {
  const selects = writtenTables.map(
    (table) => `(select count(*)::int from "${table}") as "${table}"`,
  );
  const { rows } = await client.query<Record<string, number>>(`select ${selects.join(", ")}`);
  return rows[0] as Record<string, number>;
}

async function timed(kind: string, visitor: Visitor, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("x-forwarded-for", visitor.address);
  headers.set("user-agent", "quillstack-load-test");
  if (visitor.cookie) headers.set("cookie", visitor.cookie);
  if (init.method === "POST") headers.set("origin", site.url);
  const started = performance.now();
  try {
    const response = await fetch(site.url + path, {
      ...init,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    samples.push({ kind, ms: performance.now() - started, outcome: response.status });
    return response;
  } catch (error) {
    // A refused or reset connection names its cause; an aborted request is a TimeoutError.
    samples.push({ kind, ms: performance.now() - started, outcome: networkErrorName(error) });
    return undefined;
  }
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields),
});

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** better-auth sign-up, the address marked verified (no inbox here), then sign-in. */
async function signUp(visitor: Visitor, client: pg.Pool) {
  const email = `load.${visitor.n}.${Date.now().toString(36)}@example.org`;
  const json = { "content-type": "application/json" };
  const body = JSON.stringify({ name: `Load Candidate ${visitor.n}`, email, password });
  const signedUp = await timed("sign-up", visitor, "/api/auth/sign-up/email", {
    method: "POST",
    headers: json,
    body,
  });
  if (signedUp?.status !== 200) return;
  await client.query(`update "user" set email_verified = true where email = $1`, [email]);
  const signedIn = await timed("sign-in", visitor, "/api/auth/sign-in/email", {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (signedIn?.status === 200) {
    visitor.cookie = cookieHeader(signedIn);
    visitor.email = email;
  }
}

const searches = ["kubernetes", "react", "cloud", "data", "security", "remote", "typescript"];

/** One visitor's journey until the clock runs out: mostly reading, sometimes writing. */
async function visit(visitor: Visitor, catalogue: Catalogue, client: pg.Pool, until: number) {
  const think = () => new Promise((resolve) => setTimeout(resolve, Math.random() * thinkMs));
  await think();
  const candidate = visitor.n % 4 === 0;
  if (candidate) await signUp(visitor, client);
  let leftLead = false;
  let leftMessage = false;
  const applied = new Set<string>();
  while (performance.now() < until) {
    const roll = Math.random();
    if (roll < 0.15) await timed("page", visitor, "/");
    else if (roll < 0.25)
      await timed("page", visitor, pick(["/services", "/our-story", "/hire-talent", "/contact"]));
    else if (roll < 0.4) await timed("page", visitor, "/careers");
    else if (roll < 0.5) await timed("page", visitor, `/careers/job/${pick(catalogue.jobs)}`);
    else if (roll < 0.6) await timed("page", visitor, "/knowledge-center");
    else if (roll < 0.7) await timed("page", visitor, `/knowledge-center/${pick(catalogue.posts)}`);
    else if (roll < 0.85) await timed("search", visitor, `/search?q=${pick(searches)}`);
    else if (roll < 0.9 && !leftLead) {
      leftLead = true;
      await timed(
        "lead",
        visitor,
        "/api/leads",
        form({
          email: `lead.${visitor.n}.${Date.now()}@acme-industries.com`,
          source: "landing-page",
          website: "",
        }),
      );
    } else if (roll < 0.95 && !leftMessage) {
      leftMessage = true;
      await timed(
        "contact",
        visitor,
        "/api/contact",
        form({
          name: `Visitor ${visitor.n}`,
          email: `contact.${visitor.n}.${Date.now()}@acme-industries.com`,
          company: "Acme Industries",
          service: "cloud-consulting",
          message: "We would like to move our platform to Kubernetes next quarter. Can you help?",
          website: "",
        }),
      );
    } else if (candidate && visitor.cookie && applied.size < 3) {
      const job = pick(catalogue.jobs);
      if (applied.has(job)) continue;
      applied.add(job);
      await timed(
        "apply",
        visitor,
        `/careers/job/${job}/apply`,
        form({
          full_name: `Load Candidate ${visitor.n}`,
          email: visitor.email as string,
          cover_letter: "I have shipped production systems in this stack for years.",
        }),
      );
    } else continue;
    await think();
  }
}

const { site, postgres, stop } = await startSiteOnPostgres({ TRUST_PROXY: "true" });
// Sign-ups mark their addresses verified concurrently: a pool, not the one shared client.
const client = new pg.Pool({ connectionString: postgres.url, max: 4 });
let verdict = failures([]);
try {
  const jobs = await client.query<{ slug: string }>(
    "select slug from job_posts where is_active and (application_deadline is null or application_deadline > now())",
  );
  const posts = await client.query<{ slug: string }>(
    "select slug from blog_posts where status = 'published' and publish_date <= now()",
  );
  const catalogue = {
    jobs: jobs.rows.map((row) => row.slug),
    posts: posts.rows.map((row) => row.slug),
  };
  const before = await countWrites(client);
  const started = performance.now();
  const until = started + durationMs;
  const visitors = Array.from({ length: visitorCount }, (_, n) => ({
    n,
    address: visitorAddress(n),
  }));
  await Promise.all(visitors.map((visitor) => visit(visitor, catalogue, client, until)));
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `\nLoad: ${visitorCount} visitors for ${round1(elapsed)} s, think time up to ${thinkMs} ms, ${round1(samples.length / elapsed)} req/s (${machineNote()})`,
  );
  console.table(reportRows(samples));
  for (const line of targetLines(samples)) console.log(line);
  const after = await countWrites(client);
  console.log(`Rows written: ${writtenRows(before, after)}`);
  const mismatches = writeMismatches(samples, before, after);
  for (const problem of mismatches) console.error(`Rows do not match the answers: ${problem}`);
  verdict = failures(samples);
  if (mismatches.length > 0) verdict.failed = true;
  if (verdict.failed) {
    // What the server logged (errors only, LOG_LEVEL=error) says why.
    const log = site.output().trim().split("\n").slice(-30).join("\n");
    console.error(
      `${verdict.serverErrors} responses were 5xx and ${verdict.networkErrors} requests got no answer. The server's last log lines:\n${log}`,
    );
  }
} finally {
  await client.end();
  await stop();
}
if (verdict.failed) process.exit(1);
