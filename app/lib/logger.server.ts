const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

let threshold: number = levels[(process.env.LOG_LEVEL as LogLevel) ?? "info"] ?? levels.info;

export function setLogLevel(level: LogLevel) {
  threshold = levels[level];
}

function write(
  level: Exclude<LogLevel, "silent">,
  message: string,
  fields?: Record<string, unknown>,
) {
  if (levels[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
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
