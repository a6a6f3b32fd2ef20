import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, type SpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { logger } from "~/lib/logger.server";
import type { RequestSpan, RequestTrace } from "./access-log.ts";

/**
 * A failed query's span keeps its error status and the driver's error code (its exception event),
 * not PostgreSQL's message, which can quote the value it refused ("invalid input syntax for type
 * uuid: ...").
 */
const queryErrorsWithoutMessages: SpanProcessor = {
  onStart() {},
  onEnding(span) {
    if (span.attributes["db.system.name"] && span.status.code === SpanStatusCode.ERROR)
      span.setStatus({ code: SpanStatusCode.ERROR });
  },
  onEnd() {},
  forceFlush: async () => {},
  shutdown: async () => {},
};

/**
 * OpenTelemetry traces, sent as OTLP/HTTP (JSON) to `${endpoint}/v1/traces` in batches. The app
 * loads this module only when OTEL_EXPORTER_OTLP_ENDPOINT is set (a dynamic import in
 * server/app.ts), so a site without a collector loads none of the SDK. One server span per
 * request, named by its route pattern, and under it a span per database query (ADR 063, 065):
 * the request's span is the active context (AsyncLocalStorage) while the request is handled, and
 * the pg instrumentation (server/tracing-hooks.ts) starts its spans in it.
 */
export function startTracing(endpoint: string) {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": "quillstack-site" }),
    spanProcessors: [
      queryErrorsWithoutMessages,
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` }),
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer("quillstack-site");
  return {
    /**
     * Starts a request's server span; `run` handles the request with it as the active span, and
     * `end` records the access line's fields (never the path or the query string).
     */
    traceRequest(method: string): RequestTrace {
      const span = tracer.startSpan(method, { kind: SpanKind.SERVER, root: true });
      const active = trace.setSpan(ROOT_CONTEXT, span);
      return {
        run: (handle) => context.with(active, handle),
        end(request: RequestSpan) {
          span.updateName(`${request.method} ${request.route}`);
          span.setAttributes({
            "http.request.method": request.method,
            "http.route": request.route,
            "http.response.status_code": request.status,
            "request.id": request.requestId,
          });
          if (request.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    /**
     * Sends the spans still waiting in the batch. A collector that refuses them or does not answer
     * (within the exporter's 10 s) costs those spans, not the site's clean stop.
     */
    async stop() {
      await provider
        .shutdown()
        .catch((error: Error) => logger.warn("traces not sent at stop", { error: error.message }));
      trace.disable();
      context.disable();
    },
  };
}

export type Tracing = ReturnType<typeof startTracing>;
