// The access log from the outside: a real Node server with the app, the page cache and its
// direct hits, as server.js runs them (siteListener).
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/lib/logger.server";
import { routePatterns } from "./access-log";
import { createHonoApp, siteListener } from "./app";
import { PageCache } from "./page-cache";
import { pageCacheHits } from "./page-cache-hits";
import { onePageBuild } from "./test-build";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const JobPage = () => createElement("p", null, "Senior platform engineer");

describe("access log", () => {
  const security = { dev: false, siteUrl: "http://localhost:3000", analytics: false };
  const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 });
  const options = { cache, refreshStableUntil: () => cache.setStableUntil(cache.generation, null) };
  const lines: Array<Record<string, unknown>> = [];
  let server: Server;
  let dataDir: string;
  let base: string;

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
  }, 60_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await new Promise((resolve) => server?.close(resolve));
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
});
