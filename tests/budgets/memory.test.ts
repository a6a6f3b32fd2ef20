// Memory of the production build on the embedded database right after its start (ADR 048), with
// the settings of `npm run serve` (tests/support/site-process.ts reads them from the script).
// Before a fixed mmap threshold, glibc's main heap kept ~130 MiB its start had freed (PGlite's
// WASM compiled, initdb and the migrations run), and the idle RSS was 380-440 MiB: too much of
// the 400 MiB an hour of traffic may reach (bench:soak). What the process holds after a start is
// nearly deterministic, so this is a test; the hour is a benchmark.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type SiteProcess, startSiteProcess } from "../support/site-process";

const mebibyte = 1024 * 1024;
const budgets = { rss: 360 * mebibyte, mallocMainHeap: 100 * mebibyte };

let site: SiteProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "memory-budget-"));
  site = await startSiteProcess({
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    LOG_LEVEL: "error",
  });
  for (const page of ["/", "/services", "/careers", "/knowledge-center", "/about"]) {
    await (await fetch(site.url + page)).arrayBuffer();
  }
}, 240_000);

afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resident bytes of the whole process and of glibc's main heap, from /proc/<pid>/smaps. */
function resident(pid: number) {
  let rss = 0;
  let mallocMainHeap = 0;
  for (const mapping of readFileSync(`/proc/${pid}/smaps`, "utf8").split(/\n(?=[0-9a-f]+-)/)) {
    const bytes = Number(/^Rss:\s+(\d+) kB/m.exec(mapping)?.[1]) * 1024;
    rss += bytes;
    if (mapping.split("\n", 1)[0]?.endsWith("[heap]")) mallocMainHeap += bytes;
  }
  return { rss, mallocMainHeap };
}

test("the site on PGlite holds under 360 MiB after its start, glibc's main heap under 100 MiB", () => {
  const { rss, mallocMainHeap } = resident(site.child.pid as number);
  const mib = (bytes: number) => `${Math.round(bytes / mebibyte)} MiB`;
  console.log(`idle RSS ${mib(rss)}, glibc main heap ${mib(mallocMainHeap)}`);
  expect(mallocMainHeap).toBeLessThan(budgets.mallocMainHeap);
  expect(rss).toBeLessThan(budgets.rss);
});
