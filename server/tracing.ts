import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import type { RequestSpan } from "./access-log.ts";

/**
 * OpenTelemetry traces, sent as OTLP/HTTP (JSON) to `${endpoint}/v1/traces` in batches. The app
 * loads this module only when OTEL_EXPORTER_OTLP_ENDPOINT is set (a dynamic import in
 * server/app.ts), so a site without a collector loads none of the SDK. One server span per
 * request, named by its route pattern (ADR 063).
 */
export function startTracing(endpoint: string) {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": "quillstack-site" }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` }),
      }),
    ],
  });
  const tracer = provider.getTracer("quillstack-site");
  return {
    /** Records a finished request as a server span (the access line's fields, never its path). */
    recordRequest(request: RequestSpan) {
      const span = tracer.startSpan(`${request.method} ${request.route}`, {
        kind: SpanKind.SERVER,
        startTime: request.startTime,
        attributes: {
          "http.request.method": request.method,
          "http.route": request.route,
          "http.response.status_code": request.status,
          "request.id": request.requestId,
        },
      });
      if (request.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end(request.endTime);
    },
    /** Sends the spans still waiting in the batch. */
    stop: () => provider.shutdown(),
  };
}

export type Tracing = ReturnType<typeof startTracing>;
