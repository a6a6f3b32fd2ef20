// 100 distinct searches at once, each from its own address (as many visitors or a botnet would
// send them), against the production build on PostgreSQL: the searches' p50 / p99, the share
// answered 429 by the render limit, and /healthz's latency asked one after the other during
// the burst (a load balancer's probe).
//
//   npm run bench:search-burst          (builds first; --searches N to change the burst)
//
// Figures, not pass/fail; printed with the machine's cores, load average and the commit.
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { startSiteOnPostgres } from "./lib/site.ts";
import { machineNote, percentile, round1 } from "./lib/stats.ts";

const { values } = parseArgs({ options: { searches: { type: "string", default: "100" } } });
const searchCount = Number(values.searches);
const words = ["kubernetes", "react", "cloud", "data", "security", "remote", "typescript"];

const { site, stop } = await startSiteOnPostgres({ TRUST_PROXY: "true" });

async function timedGet(url: string, address: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { "x-forwarded-for": address } });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

try {
  // Warm the process (first render, database connections) with one ordinary search.
  await timedGet(`${site.url}/search?q=warm`, "198.51.100.1");
  let bursting = true;
  const health: number[] = [];
  const probe = (async () => {
    while (bursting) health.push((await timedGet(`${site.url}/healthz`, "198.51.100.2")).ms);
  })();
  const searches = await Promise.all(
    Array.from({ length: searchCount }, (_, n) =>
      timedGet(
        `${site.url}/search?q=${encodeURIComponent(`${words[n % words.length]} ${n}`)}`,
        `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      ),
    ),
  );
  bursting = false;
  await probe;

  const answered = searches.filter((search) => search.status === 200).map((s) => s.ms);
  const all = searches.map((search) => search.ms).sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  const limited = searches.filter((search) => search.status === 429).length;
  const other = searches.length - answered.length - limited;
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
  console.log(
    `\nSearch burst: ${searchCount} distinct searches at once (${machineNote()}, commit ${commit})`,
  );
  console.table([
    {
      "searches p50 / p99 ms (all)": `${round1(percentile(all, 0.5))} / ${round1(percentile(all, 0.99))}`,
      "answered 200 p50 / p99 ms": `${round1(percentile(answered, 0.5))} / ${round1(percentile(answered, 0.99))}`,
      "429 share": `${round1((limited / searches.length) * 100)} %`,
      "other statuses": other,
      "/healthz probes": health.length,
      "/healthz p50 / max ms": `${round1(percentile(health, 0.5))} / ${round1(health.at(-1) ?? Number.NaN)}`,
    },
  ]);
} finally {
  await stop();
}
