import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";

/** Every variable name parseEnv looks up, recorded by a stand-in for process.env. */
function variablesReadByParseEnv(): string[] {
  const read = new Set<string>();
  const values: Record<string, string> = {
    AUTH_SECRET: "x".repeat(32),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "env-example-")),
  };
  const source = new Proxy(values, {
    get(target, name) {
      if (typeof name === "string") read.add(name);
      return typeof name === "string" ? target[name] : undefined;
    },
  });
  parseEnv(source);
  return [...read].filter((name) => /^[A-Z][A-Z0-9_]*$/.test(name)).sort();
}

describe(".env.example", () => {
  it("names every variable the site's environment reads", () => {
    const named = readFileSync(".env.example", "utf8")
      .split("\n")
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter(Boolean);
    const read = variablesReadByParseEnv();
    expect(read.length).toBeGreaterThan(20);
    expect(read.filter((name) => !named.includes(name))).toEqual([]);
  });
});
