// Imported by server.js before the server bundle, which imports `pg` at its top: when traces have
// somewhere to go, OpenTelemetry's pg instrumentation patches the driver as it loads, so that
// each query a request runs becomes a span under that request's span (ADR 065). Without
// OTEL_EXPORTER_OTLP_ENDPOINT it loads nothing. Node runs this file as it is (type stripping).
import type { Span } from "@opentelemetry/api";
import type { PgRequestHookInformation } from "@opentelemetry/instrumentation-pg";

const stringLiteral = /'(?:[^']|'')*'/g;
const tableName = /\b(?:from|join|into|update)\s+"(\w+)"/gi;

/**
 * Completes a query span: the statement (parameters stay out; a string literal written into the
 * SQL becomes '?'), its operation, and its table when it names only one.
 */
export function describeQuery(span: Span, { query }: PgRequestHookInformation) {
  span.setAttribute("db.query.text", query.text.replace(stringLiteral, "'?'"));
  const operation = /^\s*(\w+)/.exec(query.text)?.[1];
  if (operation) span.setAttribute("db.operation.name", operation.toUpperCase());
  const tables = new Set(Array.from(query.text.matchAll(tableName), (match) => match[1]));
  const [table] = tables;
  if (tables.size === 1 && table) span.setAttribute("db.collection.name", table);
}

/**
 * Patches `pg` and `pg-pool` (when they load after this) to record a span per query and per pool
 * checkout, through the global tracer provider that server/tracing.ts registers. Only inside a
 * request: the outbox worker's and other background queries would each start a trace of their own.
 */
export async function instrumentPostgres() {
  const { PgInstrumentation } = await import("@opentelemetry/instrumentation-pg");
  // An instrumentation enables itself when constructed.
  new PgInstrumentation({ requireParentSpan: true, requestHook: describeQuery });
}

// Read here rather than through env.server.ts: this runs before any module of the app is loaded.
// env.server.ts validates the same variable when the site starts.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await instrumentPostgres();
