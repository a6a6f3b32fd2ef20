// Load test: simulated visitors (bench/lib/visitors.ts) on the production build on PostgreSQL
// (loopback): browsing pages, searching, leaving a lead and a contact message, and, one visitor
// in four, signing up and applying to jobs. Prints requests, errors by kind and latency; exits 1 on any 5xx or any
// request that got no answer (refused, reset, or none within 60 s). Beside the latencies: the machine's
// load average and the commit, and what the site process says of the run (event-loop delay, GC, CPU,
// CPU per request, page-cache hits), and whether each p99 target is met. With --cpu-per-kind it then
// measures the CPU of each kind of request, one request at a time (bench/lib/request-costs.ts).
//
//   npm run bench:load                                (200 visitors for 60 s; builds first)
//   npm run test:load                                 (the shortened tier of npm test)
//   node bench/load.ts --visitors 50 --seconds 10    (any other length)
//   node bench/load.ts --cpu-prof /tmp/profiles      (also a CPU profile of the site process)
//   node bench/load.ts --cpu-per-kind                (then CPU per request of each kind)
import { parseArgs } from "node:util";
import pg from "pg";
import { freePort } from "../tests/support/postgres-server.ts";
import { postgresCpuSeconds } from "./lib/cpu-time.ts";
import {
  failures,
  reportRows,
  type Sample,
  targetLines,
  targetVerdict,
  visitorAddress,
  writeMismatches,
  writes,
  writtenRows,
} from "./lib/load-report.ts";
import { requestCosts } from "./lib/request-costs.ts";
import { startSiteOnPostgres } from "./lib/site.ts";
import { runFigures, scrapeMetrics } from "./lib/site-metrics.ts";
import { machineNote, round1 } from "./lib/stats.ts";
import { type VisitOptions, visit } from "./lib/visitors.ts";

const { values } = parseArgs({
  options: {
    visitors: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    "think-ms": { type: "string", default: "1000" },
    "cpu-prof": { type: "string" },
    "cpu-per-kind": { type: "boolean", default: false },
  },
});
const visitorCount = Number(values.visitors);
const durationMs = Number(values.seconds) * 1000;
const thinkMs = Number(values["think-ms"]);

const samples: Sample[] = [];

const writtenTables = Object.values(writes).map((write) => write.table);

/** Row counts of the tables the visitors write to, to show the writes that were answered landed. */
async function countWrites(client: pg.Pool): Promise<Record<string, number>> {
  const selects = writtenTables.map(
    (table) => `(select count(*)::int from "${table}") as "${table}"`,
  );
  const { rows } = await client.query<Record<string, number>>(`select ${selects.join(", ")}`);
  return rows[0] as Record<string, number>;
}

const metricsPort = await freePort();
const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
const { site, postgres, stop } = await startSiteOnPostgres({
  TRUST_PROXY: "true",
  METRICS_PORT: String(metricsPort),
  // A CPU profile of the site process, written when it stops (open it in Chrome's DevTools).
  ...(values["cpu-prof"]
    ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${values["cpu-prof"]}` }
    : {}),
});
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
  const metricsBefore = await scrapeMetrics(metricsUrl);
  const generatorBefore = process.cpuUsage();
  const postgresBefore = postgresCpuSeconds(postgres.port);
  const started = performance.now();
  const until = started + durationMs;
  const visitors = Array.from({ length: visitorCount }, (_, n) => ({
    n,
    address: visitorAddress(n),
  }));
  // No inbox here: a new account's address is marked verified in the database.
  const options: VisitOptions = {
    siteUrl: site.url,
    samples,
    thinkMs,
    verifyEmail: async (email) => {
      await client.query(`update "user" set email_verified = true where email = $1`, [email]);
    },
  };
  await Promise.all(visitors.map((visitor) => visit(options, visitor, catalogue, until)));
  const elapsed = (performance.now() - started) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  const generatorSeconds = (generator.user + generator.system) / 1e6;
  const postgresSeconds =
    (postgresCpuSeconds(postgres.port) ?? Number.NaN) - (postgresBefore ?? Number.NaN);
  const siteProcess = runFigures(metricsBefore, await scrapeMetrics(metricsUrl));
  const shareOfCore = (seconds: number) => `${Math.round((100 * seconds) / elapsed)} %`;
  console.log(
    `\nLoad: ${visitorCount} visitors for ${round1(elapsed)} s, think time up to ${thinkMs} ms, ${round1(samples.length / elapsed)} req/s (${machineNote()})`,
  );
  console.log(
    `Site process: event-loop delay p99 ${round1(siteProcess.eventLoopDelayP99Ms)} ms, max ${round1(siteProcess.eventLoopDelayMaxMs)} ms; garbage collection ${Math.round(siteProcess.gcMs)} ms; CPU ${round1(siteProcess.cpuSeconds)} s (${Math.round((100 * siteProcess.cpuSeconds) / elapsed)} % of one core), ${round1((1000 * siteProcess.cpuSeconds) / samples.length)} ms per request; ${Math.round((100 * siteProcess.pageCacheHits) / samples.length)} % of requests from the page cache (${Math.round((100 * siteProcess.pageCacheSignedInHits) / samples.length)} % shared pages for signed-in visitors)`,
  );
  console.log(
    `CPU during the run, in one core's time: site ${shareOfCore(siteProcess.cpuSeconds)}, load generator (this process) ${shareOfCore(generatorSeconds)} (${round1((1000 * generatorSeconds) / samples.length)} ms per request), PostgreSQL ${shareOfCore(postgresSeconds)}`,
  );
  console.table(reportRows(samples));
  for (const line of targetLines(samples)) console.log(line);
  console.log(targetVerdict(samples));
  const after = await countWrites(client);
  console.log(`Rows written: ${writtenRows(before, after)}`);
  const mismatches = writeMismatches(samples, before, after);
  for (const problem of mismatches) console.error(`Rows do not match the answers: ${problem}`);
  verdict = failures(samples);
  if (mismatches.length > 0) verdict.failed = true;
  if (values["cpu-per-kind"] && site.child.pid !== undefined) {
    console.log(
      "\nCPU per request of each kind, one request at a time (site process, all threads):",
    );
    console.table(
      await requestCosts(
        site.child.pid,
        { siteUrl: site.url, thinkMs, verifyEmail: options.verifyEmail },
        catalogue,
      ),
    );
  }
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
