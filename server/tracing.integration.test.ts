// Traces from the outside: the app as server.js serves it, exporting to a small OTLP/HTTP
// receiver; a request must arrive as a server span named by its route pattern, with its id.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { routePatterns } from "./access-log";
import { createHonoApp, siteListener } from "./app";
import { onePageBuild } from "./test-build";
import { startTracing, type Tracing } from "./tracing";

interface OtlpSpan {
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
}
interface OtlpExport {
  resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
}

const JobPage = () => createElement("p", null, "Senior platform engineer");

describe("OpenTelemetry traces", () => {
  const security = { dev: false, siteUrl: "http://localhost:3000", analytics: false };
  const received: Array<{ path: string; type: string; spans: OtlpSpan[] }> = [];
  let receiver: Server;
  let site: Server;
  let base: string;
  let tracing: Tracing;

  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    // The collector's OTLP/HTTP endpoint, as an operator's would answer it.
    receiver = createServer(async (request, response) => {
      let body = "";
      for await (const chunk of request) body += chunk;
      const data = JSON.parse(body) as OtlpExport;
      received.push({
        path: request.url ?? "",
        type: request.headers["content-type"] ?? "",
        spans: data.resourceSpans.flatMap((resource) =>
          resource.scopeSpans.flatMap((scope) => scope.spans),
        ),
      });
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
    tracing = startTracing(await listen(receiver));
    const build = onePageBuild({ path: "careers/job/:slug", Page: JobPage });
    const app = createHonoApp({ dev: false, build, security });
    site = createServer(
      siteListener(app, {
        routeOf: routePatterns(build.routes),
        recordSpan: tracing.recordRequest,
      }),
    );
    base = await listen(site);
  });

  afterAll(async () => {
    await tracing?.stop();
    await new Promise((resolve) => site?.close(resolve));
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it("exports a server span per request with the route pattern and the request id", async () => {
    const response = await fetch(`${base}/careers/job/site-reliability?email=ada%40example.org`);
    expect(response.status).toBe(200);
    await response.text();
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toBeTruthy();

    const attribute = (span: OtlpSpan, key: string) => {
      const value = span.attributes.find((entry) => entry.key === key)?.value;
      return (
        value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue))
      );
    };
    // The batch goes out within its delay (5 s).
    const span = await vi.waitFor(
      () => {
        const found = received
          .flatMap((batch) => batch.spans)
          .find((candidate) => attribute(candidate, "request.id") === requestId);
        if (!found) throw new Error("no span for the request yet");
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(span.name).toBe("GET /careers/job/:slug");
    expect(span.kind).toBe(2); // SERVER
    expect(attribute(span, "http.route")).toBe("/careers/job/:slug");
    expect(attribute(span, "http.request.method")).toBe("GET");
    expect(attribute(span, "http.response.status_code")).toBe(200);
    expect(received[0]?.path).toBe("/v1/traces");
    expect(received[0]?.type).toContain("application/json");
    // Neither the path nor its query leaves the site.
    expect(JSON.stringify(received)).not.toContain("site-reliability");
    expect(JSON.stringify(received)).not.toContain("example.org");
  });
});
