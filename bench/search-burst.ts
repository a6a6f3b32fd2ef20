// 100 distinct searches at once against the production build on PostgreSQL, first each from its
// own address (as many visitors or a botnet would send them), then all from one address (one
// script): the searches' p50 / p99, the share answered 429 by the render limits, and /healthz's
// latency asked one after the other during the burst (a load balancer's probe).
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

/** Fires the burst, probing /healthz meanwhile; `address(n)` is the n-th search's client. */
async function burst(label: string, address: (n: number) => string) {
  let bursting = true;
  const health: number[] = [];
  const probe = (async () => {
    while (bursting) health.push((await timedGet(`${site.url}/healthz`, "198.51.100.2")).ms);
  })();
  const searches = await Promise.all(
    Array.from({ length: searchCount }, (_, n) =>
      timedGet(
        `${site.url}/search?q=${encodeURIComponent(`${words[n % words.length]} ${label} ${n}`)}`,
        address(n),
      ),
    ),
  );
  bursting = false;
  await probe;
  const all = searches.map((search) => search.ms).sort((a, b) => a - b);
  const answered = searches.filter((search) => search.status === 200).map((s) => s.ms);
  answered.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  const limited = searches.filter((search) => search.status === 429).length;
  const spread = (sorted: number[]) =>
    `${round1(percentile(sorted, 0.5))} / ${round1(percentile(sorted, 0.99))}`;
  return {
    burst: label,
    "searches p50 / p99 ms": spread(all),
    "200s p50 / p99 ms": spread(answered),
    "429 share": `${round1((limited / searches.length) * 100)} %`,
    "other statuses": searches.length - answered.length - limited,
    "/healthz probes": health.length,
    "/healthz p50 / max ms": `${round1(percentile(health, 0.5))} / ${round1(health.at(-1) ?? Number.NaN)}`,
  };
}

try {
  // Warm the process (first render, database connections) with one ordinary search.
  await timedGet(`${site.url}/search?q=warm`, "198.51.100.1");
  const rows = [
    await burst("many", (n) => `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`),
    await burst("one", () => "10.1.0.1"),
  ];
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
  console.log(
    `\nSearch burst: ${searchCount} distinct searches at once, from ${searchCount} addresses ("many") and from one ("one") (${machineNote()}, commit ${commit})`,
  );
  console.table(rows);
} finally {
  await stop();
}
