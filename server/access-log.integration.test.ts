// The access log from the outside: a real Node server with the app, the page cache and its
// direct hits, as server.js runs them (siteListener).
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { registerSiteGauges } from "~/lib/metrics.server";
import { clientAddressHeader, limitRequest } from "~/lib/rate-limit.server";
import { routePatterns } from "./access-log";
import { createHonoApp, siteListener } from "./app";
import { startMetricsServer } from "./metrics";
import { PageCache } from "./page-cache";
import { pageCacheHits } from "./page-cache-hits";
import { onePageBuild } from "./test-build";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const JobPage = () => createElement("p", null, "Senior platform engineer");

describe("access log and metrics", () => {
  const security = { dev: false, siteUrl: "http://localhost:3000", analytics: false };
  const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 });
  const options = { cache, refreshStableUntil: () => cache.setStableUntil(cache.generation, null) };
  const lines: Array<Record<string, unknown>> = [];
  let server: Server;
  let dataDir: string;
  let base: string;
  let metricsServer: Server;
  let database: Database;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "access-log-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.spyOn(console, "log").mockImplementation((line: string) => {
      lines.push(JSON.parse(line));
    });
    cache.setListening(true);
    const build = onePageBuild({
      path: "careers/job/:slug",
      Page: JobPage,
      loader: async () => {
        logger.info("job page loaded");
        return {};
      },
    });
    const app = createHonoApp({ dev: false, build, pageCache: options, security });
    const listener = siteListener(app, {
      hits: pageCacheHits({ ...options, security }),
      routeOf: routePatterns(build.routes),
    });
    server = createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    database = openDatabase({ dataDir });
    await database.migrate();
    registerSiteGauges({ db: database.db, pageCacheBytes: () => cache.heldBytes });
    metricsServer = await startMetricsServer(0, "127.0.0.1");
  }, 60_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await new Promise((resolve) => server?.close(resolve));
    await new Promise((resolve) => metricsServer?.close(resolve));
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const accessLineOf = (requestId: string | null) =>
    lines.find((line) => line.message === "request" && line.requestId === requestId);

  it("writes one line per request with the route pattern, never the path or its query", async () => {
    const response = await fetch(`${base}/careers/job/site-reliability?email=ada%40example.org`, {
      headers: { "User-Agent": chrome },
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(accessLineOf(requestId)).toBeDefined());
    const line = accessLineOf(requestId) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: "info",
      method: "GET",
      route: "/careers/job/:slug",
      status: 200,
      requestId,
    });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toMatch(/ada|example\.org|site-reliability/);
  });

  it("carries the request id into the lines written while handling it", async () => {
    const response = await fetch(`${base}/careers/job/data-engineer`);
    const requestId = response.headers.get("x-request-id");
    await vi.waitFor(() => expect(accessLineOf(requestId)).toBeDefined());
    expect(lines.filter((line) => line.message === "job page loaded").at(-1)).toMatchObject({
      requestId,
    });
  });

  it("says whether the page cache answered, also for hits written before the app", async () => {
    const first = await fetch(`${base}/careers/job/platform-engineer`, {
      headers: { "User-Agent": chrome },
    });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    await first.text();
    await vi.waitFor(() => expect(cache.size).toBeGreaterThan(0));
    await vi.waitFor(() =>
      expect(accessLineOf(first.headers.get("x-request-id"))).toMatchObject({ pageCache: "miss" }),
    );
    await vi.waitFor(async () => {
      const again = await fetch(`${base}/careers/job/platform-engineer`, {
        headers: { "User-Agent": chrome },
      });
      expect(again.headers.get("x-page-cache")).toBe("hit");
      await again.text();
      const requestId = again.headers.get("x-request-id");
      await vi.waitFor(() =>
        expect(accessLineOf(requestId)).toMatchObject({
          route: "/careers/job/:slug",
          pageCache: "hit",
          status: 200,
        }),
      );
    });
  });

  it("serves the metrics on their own port only, with the series an operator watches", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const page = await fetch(`${base}/careers/job/qa-engineer`, {
      headers: { "User-Agent": chrome },
    });
    await page.text();
    const visitor = new Request("http://site.invalid/", {
      headers: { [clientAddressHeader]: "203.0.113.9" },
    });
    for (let attempt = 0; attempt <= 10; attempt++) {
      await limitRequest("lead", visitor, database.db);
    }
    const metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`;
    await vi.waitFor(async () => {
      const metrics = await (await fetch(metricsUrl)).text();
      expect(metrics).toMatch(
        /http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/careers\/job\/:slug",status_class="2xx"\} [1-9]/,
      );
      expect(metrics).toMatch(/page_cache_requests_total\{result="hit"\} [1-9]/);
      expect(metrics).toMatch(/page_cache_requests_total\{result="miss"\} [1-9]/);
      expect(metrics).toMatch(/page_cache_bytes [1-9]\d*/);
      expect(metrics).toContain('email_outbox_messages{status="pending"} 0');
      expect(metrics).toContain('email_outbox_messages{status="failed"} 0');
      expect(metrics).toContain('rate_limit_refusals_total{bucket="lead"} 1');
      expect(metrics).toContain("# TYPE email_delivery_failures_total counter");
      expect(metrics).toContain("process_cpu_seconds_total");
      expect(metrics).not.toContain("qa-engineer");
    });
  });
});
