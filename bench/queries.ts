// Uncached server time of the pages whose queries could grow with the tables (issue 8 item 2:
// board and search p99 under 100 ms at 10,000 jobs): the careers board with its filters, search
// and deep pages, the site search, the knowledge center, a post, a job and the landing page.
//
//   npm run build && node bench/queries.ts     (--requests N per URL, --no-scale for demo only)
//
// The production build on a throwaway PostgreSQL server with its page cache off
// (PAGE_CACHE_MB=0), so every request renders and queries. Each URL is requested one at a time on
// loopback (server time, no queueing), at demo size and again after bench/generate-data.ts added
// 10,000 posts, 10,000 jobs and 100,000 applications. Figures, not pass/fail.
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { generateData } from "./generate-data.ts";
import { samplePaths, startSiteOnPostgres } from "./lib/site.ts";
import { machineNote, round1, sequentialLatency } from "./lib/stats.ts";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "50" },
    "no-scale": { type: "boolean", default: false },
  },
});
const requests = Number(values.requests);

async function urls(client: pg.Client): Promise<Array<[string, string]>> {
  const { post, job } = await samplePaths(client);
  const open = await client.query<{ count: number }>(
    "select count(*)::int as count from job_posts where is_active and job_type <> 'internship'",
  );
  // The board's last page: the deepest offset a visitor can ask for.
  const lastPage = Math.max(1, Math.ceil((open.rows[0]?.count ?? 0) / 20));
  return [
    ["landing page", "/"],
    ["board", "/careers"],
    ["board, search", "/careers?q=react"],
    ["board, search, no match", "/careers?q=zyxwvut"],
    // A word most jobs contain: its count stops at 1,000 and its pages at 50 (ADR 011 addendum).
    ["board, common word", "/careers?q=engineer"],
    ["board, common word p50", "/careers?q=engineer&page=50"],
    ["board, filters", "/careers?type=contract&level=senior"],
    ["board, last page", `/careers?page=${lastPage}`],
    ["a job", job],
    ["search", "/search?q=kubernetes"],
    ["search, prefix", "/search?q=kube"],
    ["search, common word", "/search?q=engineer"],
    ["search, articles p3", "/search?q=react&type=posts&page=3"],
    ["search, no match", "/search?q=zyxwvut"],
    ["knowledge center", "/knowledge-center"],
    ["knowledge center, search", "/knowledge-center?q=react"],
    ["a post", post],
  ];
}

async function round(label: string, siteUrl: string, client: pg.Client) {
  const rows = [];
  for (const [page, path] of await urls(client)) {
    const status = (await fetch(siteUrl + path, { redirect: "manual" })).status;
    const { p50, p99 } = await sequentialLatency(siteUrl + path, requests);
    rows.push({ page, path, status, "p50 ms": round1(p50), "p99 ms": round1(p99) });
  }
  console.log(
    `\n${label}: ${requests} sequential requests each, page cache off (${machineNote()})`,
  );
  console.table(rows);
}

const { site, client, stop } = await startSiteOnPostgres({ PAGE_CACHE_MB: "0" });
try {
  await round("Demo content", site.url, client);
  if (!values["no-scale"]) {
    const started = performance.now();
    const sizes = await generateData(drizzle(client), {
      posts: 10_000,
      jobs: 10_000,
      applications: 100_000,
    });
    console.log(`\nGenerated in ${round1((performance.now() - started) / 1000)} s:`, sizes);
    await round("At scale", site.url, client);
  }
} finally {
  await stop();
}
