// Traces from the outside: the app as server.js serves it, with the pg driver instrumented as
// server/tracing-hooks.ts does it before the app loads, exporting to a small OTLP/HTTP receiver. A
// request must arrive as a server span named by its route pattern, with its id, and each query it
// runs on PostgreSQL as a child span in the same trace, without the values it was given.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spanAttribute as attribute, startOtlpReceiver } from "../tests/support/otlp-receiver.ts";
import { type PostgresServer, startPostgres } from "../tests/support/postgres-server.ts";
import { startTracing, type Tracing } from "./tracing";
import { instrumentPostgres } from "./tracing-hooks";

const JobPage = () => createElement("p", null, "Senior platform engineer");
const email = "ada@example.org";

describe("OpenTelemetry traces", () => {
  const security = { dev: false, siteUrl: "http://localhost:3000", analytics: false };
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let site: Server;
  let base: string;
  let tracing: Tracing;
  let postgres: PostgresServer;
  let closeDatabase: () => Promise<void>;

  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    // As in production, the driver is patched before anything loads `pg`: the app's modules
    // are imported only after this.
    await instrumentPostgres();
    const { openDatabase } = await import("~/lib/db.server");
    const { sql } = await import("drizzle-orm");
    const { createHonoApp, siteListener } = await import("./app");
    const { routePatterns } = await import("./access-log");
    const { onePageBuild } = await import("./test-build");

    receiver = await startOtlpReceiver();
    tracing = startTracing(receiver.url);

    postgres = await startPostgres();
    const database = openDatabase({ databaseUrl: postgres.url, dataDir: "/nonexistent" });
    closeDatabase = () => database.close();
    // Outside a request: no span.
    await database.db.execute(sql`create table job_titles (slug text primary key, title text)`);
    await database.db.execute(
      sql`insert into job_titles values ('site-reliability', 'Senior platform engineer')`,
    );

    const build = onePageBuild({
      path: "careers/job/:slug",
      Page: JobPage,
      loader: async () => {
        await database.db.execute(
          sql`select title from "job_titles" where slug = ${"site-reliability"}`,
        );
        // A value written into the SQL itself.
        await database.db.execute(
          sql.raw(`select count(*) from "job_titles" where title <> 'Ada Lovelace'`),
        );
        // A query PostgreSQL refuses, with a message that quotes the value it was given.
        await database.db.execute(sql`select ${email}::uuid`).catch(() => undefined);
        return null;
      },
    });
    const app = createHonoApp({ dev: false, build, security });
    site = createServer(
      siteListener(app, {
        routeOf: routePatterns(build.routes),
        traceRequest: tracing.traceRequest,
      }),
    );
    base = await listen(site);
  }, 60_000);

  afterAll(async () => {
    await tracing?.stop();
    await new Promise((resolve) => site?.close(resolve));
    await receiver?.close();
    await closeDatabase?.();
    postgres?.destroy();
  });

  it("exports a server span per request, with the route pattern and the request id, and a child span per query", async () => {
    const response = await fetch(`${base}/careers/job/site-reliability?email=ada%40example.org`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Senior platform engineer");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toBeTruthy();

    const span = await receiver.waitForSpan(
      "the request",
      (candidate) => attribute(candidate, "request.id") === requestId,
    );
    expect(span.name).toBe("GET /careers/job/:slug");
    expect(span.kind).toBe(2); // SERVER
    expect(span.parentSpanId || undefined).toBeUndefined();
    expect(attribute(span, "http.route")).toBe("/careers/job/:slug");
    expect(attribute(span, "http.request.method")).toBe("GET");
    expect(attribute(span, "http.response.status_code")).toBe(200);
    expect(receiver.requests[0]?.path).toBe("/v1/traces");
    expect(receiver.requests[0]?.type).toContain("application/json");

    // The request's queries: children of its span, in its trace.
    const select = await receiver.waitForSpan("its select", (candidate) =>
      String(attribute(candidate, "db.query.text")).includes("job_titles"),
    );
    expect(select.kind).toBe(3); // CLIENT
    expect(select.traceId).toBe(span.traceId);
    expect(select.parentSpanId).toBe(span.spanId);
    expect(attribute(select, "db.system.name")).toBe("postgresql");
    expect(attribute(select, "db.query.text")).toBe(
      'select title from "job_titles" where slug = $1',
    );
    expect(attribute(select, "db.operation.name")).toBe("SELECT");
    expect(attribute(select, "db.collection.name")).toBe("job_titles");
    expect(select.status?.code ?? 0).toBe(0);

    const literal = await receiver.waitForSpan("its query with a literal", (candidate) =>
      String(attribute(candidate, "db.query.text")).includes("count(*)"),
    );
    expect(literal.parentSpanId).toBe(span.spanId);
    expect(attribute(literal, "db.query.text")).toBe(
      `select count(*) from "job_titles" where title <> '?'`,
    );

    const refused = await receiver.waitForSpan("its refused query", (candidate) =>
      String(attribute(candidate, "db.query.text")).includes("::uuid"),
    );
    expect(refused.traceId).toBe(span.traceId);
    expect(refused.parentSpanId).toBe(span.spanId);
    expect(refused.status?.code).toBe(2); // ERROR
    expect(refused.status?.message ?? "").toBe("");

    // Neither the path, its query nor a query's values leave the site.
    const exported = JSON.stringify(receiver.requests);
    expect(exported).not.toContain("site-reliability");
    expect(exported).not.toContain("example.org");
    expect(exported).not.toContain("Lovelace");
    // The setup's queries ran outside any request: no trace of their own.
    expect(exported).not.toContain("create table");
  });
});
