// Server time of the knowledge center's pages and feeds, at demo size and with 10,000 posts.
//
//   npm run bench:knowledge            (builds first; --posts N to change the scale)
//
// Starts a throwaway PostgreSQL server and the production build against it, then requests each
// URL one at a time on loopback (so the figure is the server's time, not queueing) and prints
// p50 / p95 in milliseconds. Figures, not pass/fail: these machines are noisy.
import { parseArgs } from "node:util";
import type pg from "pg";
import { samplePaths, startSiteOnPostgres } from "./lib/site.ts";
import { machineNote, percentile, round1 } from "./lib/stats.ts";

const { values } = parseArgs({
  options: {
    posts: { type: "string", default: "10000" },
    requests: { type: "string", default: "60" },
  },
});
const scaledPosts = Number(values.posts);
const requestsPerUrl = Number(values.requests);
const warmupRequests = 5;

/** Times `requestsPerUrl` sequential GETs of one URL, body read to the end. */
async function measure(baseUrl: string, path: string) {
  const timings: number[] = [];
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < warmupRequests + requestsPerUrl; i++) {
    const started = performance.now();
    const response = await fetch(baseUrl + path, { redirect: "manual" });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    status = response.status;
    bytes = body.byteLength;
    if (i >= warmupRequests) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  return { status, bytes, p50: percentile(timings, 0.5), p95: percentile(timings, 0.95) };
}

/** A representative URL of each kind, taken from the database as it is now. */
async function benchmarkUrls(client: pg.Client): Promise<Array<[string, string]>> {
  const { post } = await samplePaths(client);
  return [
    ["knowledge center", "/knowledge-center"],
    ["knowledge center, page 5", "/knowledge-center?page=5"],
    ["knowledge center search", "/knowledge-center?q=react"],
    ["category page", "/knowledge-center/categories/web-development"],
    ["post", post],
    ["site search", "/search?q=kubernetes"],
    ["tag page", "/tags/react"],
    ["RSS feed", "/feed.xml"],
    ["Atom feed", "/atom.xml"],
    ["JSON feed", "/feed.json"],
    ["sitemap index", "/sitemap.xml"],
  ];
}

async function runRound(label: string, baseUrl: string, client: pg.Client) {
  const sizes = await client.query<{ posts: number }>(
    "select count(*)::int as posts from blog_posts",
  );
  const rows = [];
  for (const [name, path] of await benchmarkUrls(client)) {
    const result = await measure(baseUrl, path);
    rows.push({
      url: name,
      path,
      status: result.status,
      KB: Math.round(result.bytes / 102.4) / 10,
      "p50 ms": round1(result.p50),
      "p95 ms": round1(result.p95),
    });
  }
  console.log(
    `\n${label}: ${sizes.rows[0]?.posts} posts, ${requestsPerUrl} sequential requests each (${machineNote()})`,
  );
  console.table(rows);
}

const { site, client, stop } = await startSiteOnPostgres();
try {
  await runRound("Demo content", site.url, client);
  const { generateData } = await import("./generate-data.ts");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const started = performance.now();
  await generateData(drizzle(client), { posts: scaledPosts });
  console.log(`\nGenerated ${scaledPosts} posts in ${Math.round(performance.now() - started)} ms`);
  await runRound("At scale", site.url, client);
} finally {
  await stop();
}
