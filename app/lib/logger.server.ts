import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { getEnv } from "./env.server.ts";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

/** What the server knows about the request being handled; every log line carries its id. */
export interface RequestScope {
  requestId: string;
  /** The page cache's answer ("hit" or "miss"), for the access line. */
  pageCache?: string;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * JSON lines from pino. Warnings and errors go to stderr and the rest to stdout, through the
 * console as before (tests read the lines there); a line written while a request is handled
 * carries its request id. Made at the first line, not on import: reading the environment on
 * import would fix it before a script or test has set it.
 */
let base: pino.Logger | undefined;
function pinoLogger(): pino.Logger {
  base ??= pino(
    {
      level: getEnv().LOG_LEVEL,
      messageKey: "message",
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { requestId: scope.requestId } : {};
      },
    },
    pino.multistream(
      [
        { level: "debug", stream: { write: (line: string) => console.log(line.trimEnd()) } },
        { level: "warn", stream: { write: (line: string) => console.error(line.trimEnd()) } },
      ],
      { dedupe: true },
    ),
  );
  return base;
}

export function setLogLevel(level: LogLevel) {
  pinoLogger().level = level;
}

type Fields = Record<string, unknown>;

export const logger = {
  debug: (message: string, fields?: Fields) => pinoLogger().debug(fields ?? {}, message),
  info: (message: string, fields?: Fields) => pinoLogger().info(fields ?? {}, message),
  warn: (message: string, fields?: Fields) => pinoLogger().warn(fields ?? {}, message),
  error: (message: string, fields?: Fields) => pinoLogger().error(fields ?? {}, message),
};

/**
 * What a log line says about an error. A failed query (Drizzle's error carries `query` and
 * `params`) is described by the statement and the database's reason, never by its parameters:
 * they hold what visitors typed, email addresses and password hashes.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (isQueryError(error)) {
    const reason = error.cause instanceof Error ? error.cause : undefined;
    return {
      error: reason?.message ?? "query failed",
      code: (reason as { code?: unknown } | undefined)?.code,
      query: error.query,
    };
  }
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}

function isQueryError(error: unknown): error is Error & { query: string; params: unknown } {
  return (
    error instanceof Error &&
    typeof (error as { query?: unknown }).query === "string" &&
    "params" in error
  );
}
