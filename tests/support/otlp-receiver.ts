// A collector's OTLP/HTTP endpoint as the site's exporter meets it: keeps every span it is sent.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";

export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status?: { code?: number; message?: string };
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
}
interface OtlpExport {
  resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
}

/** A span attribute's value (OTLP/JSON sends integers as strings). */
export function spanAttribute(span: OtlpSpan, key: string) {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
}

/** Listens on a free loopback port; `host` is where the site should send (its base URL). */
export async function startOtlpReceiver(host = "127.0.0.1") {
  const requests: Array<{ path: string; type: string; spans: OtlpSpan[] }> = [];
  const server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const data = JSON.parse(body) as OtlpExport;
    requests.push({
      path: request.url ?? "",
      type: request.headers["content-type"] ?? "",
      spans: data.resourceSpans.flatMap((resource) =>
        resource.scopeSpans.flatMap((scope) => scope.spans),
      ),
    });
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const spans = () => requests.flatMap((request) => request.spans);
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    /** The export requests received so far, with their path and content type. */
    requests,
    spans,
    /** The span `find` finds, once it has arrived (the site's batches go out within 5 s). */
    waitForSpan: (what: string, find: (span: OtlpSpan) => boolean) =>
      vi.waitFor(
        () => {
          const found = spans().find(find);
          if (!found) throw new Error(`no span for ${what} yet`);
          return found;
        },
        { timeout: 15_000, interval: 100 },
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
