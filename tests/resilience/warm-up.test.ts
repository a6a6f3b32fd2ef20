// A fresh process with WARM_UP_PAGES (as `npm run serve` and the image start it) asks itself for
// the pages its sitemap lists and says it is not ready until then (ADR 074): the first visitor a
// load balancer sends it gets a page from the cache, where a process without it renders.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteProcess, startSiteProcess } from "../support/site-process.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "site-warm-up-"));
const env = { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info" };
const browser =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
let site: SiteProcess | undefined;

beforeAll(() => {
  // Migrated and seeded first, so that the starts below measure only the process.
  execFileSync(process.execPath, ["scripts/db.ts", "seed"], {
    env: { ...process.env, ...env },
    stdio: "ignore",
  });
});

afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The sitemap's pages (its first file of each kind), as a crawler finds them. */
async function sitemapPaths(url: string): Promise<string[]> {
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  const paths: string[] = [];
  for (const file of files) {
    const urlset = await (await fetch(`${url}${new URL(file).pathname}`)).text();
    for (const [, loc] of urlset.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.push(new URL(loc as string).pathname);
    }
  }
  return paths;
}

async function cacheAnswer(url: string, pagePath: string): Promise<string | null> {
  const response = await fetch(`${url}${pagePath}`, { headers: { "user-agent": browser } });
  await response.arrayBuffer();
  expect(response.status, pagePath).toBe(200);
  return response.headers.get("x-page-cache");
}

describe("warming up a fresh process", () => {
  it("says it is not ready while it warms up, then serves every sitemap page from the cache", {
    timeout: 240_000,
  }, async () => {
    site = await startSiteProcess({ ...env, WARM_UP_PAGES: "true" });
    const early = await fetch(`${site.url}/readyz`);
    expect(early.status).toBe(503);
    expect(await early.json()).toMatchObject({ status: "unavailable", pages: "warming up" });
    expect(early.headers.get("retry-after")).toBe("2");

    const deadline = Date.now() + 170_000;
    while ((await fetch(`${site.url}/readyz`)).status !== 200) {
      expect(Date.now(), "ready within the warm-up's bounds").toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const ready = await fetch(`${site.url}/readyz`);
    expect(await ready.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
    expect(site.output()).toMatch(/"failed":0,[^\n]*"message":"pages warmed up"/);

    const paths = await sitemapPaths(site.url);
    expect(paths.length).toBeGreaterThan(100);
    for (const pagePath of paths)
      expect(await cacheAnswer(site.url, pagePath), pagePath).toBe("hit");
    await site.stop();
    site = undefined;
  });

  it("without it, a fresh process is ready at once and renders its first visitor's page", async () => {
    site = await startSiteProcess(env);
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
    expect(await cacheAnswer(site.url, "/careers")).not.toBe("hit");
  });
});
