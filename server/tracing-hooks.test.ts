// The hook module as server.js loads it, in a process of its own: with a collector named, `pg` is
// instrumented when it loads after the module; without one, nothing of OpenTelemetry is loaded.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// Records every module the process resolves, then loads what server.js loads first and `pg`.
const probe = `
import { registerHooks } from "node:module";
const resolved = [];
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    resolved.push(result.url);
    return result;
  },
});
await import("./server/tracing-hooks.ts");
const { default: pg } = await import("pg");
console.log(JSON.stringify({
  instrumented: "__wrapped" in pg.Client.prototype.query,
  openTelemetryModules: resolved.filter((url) => url.includes("@opentelemetry")).length,
}));
`;

function runProbe(endpoint: string | undefined) {
  const env = { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint };
  if (endpoint === undefined) delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", probe], {
    env,
    encoding: "utf8",
  });
  return JSON.parse(output) as { instrumented: boolean; openTelemetryModules: number };
}

describe("server/tracing-hooks.ts", () => {
  it("instruments pg when OTEL_EXPORTER_OTLP_ENDPOINT is set", () => {
    const result = runProbe("http://127.0.0.1:4318");
    expect(result.instrumented).toBe(true);
    expect(result.openTelemetryModules).toBeGreaterThan(0);
  });

  it("loads nothing of OpenTelemetry without it", () => {
    expect(runProbe(undefined)).toEqual({ instrumented: false, openTelemetryModules: 0 });
  });
});
