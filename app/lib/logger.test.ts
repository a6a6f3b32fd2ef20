import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorFields } from "./logger.server";

describe("errorFields", () => {
  it("describes a failed query by its statement and reason, never by its parameters", () => {
    const reason = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_key"'),
      {
        code: "23505",
      },
    );
    const error = new DrizzleQueryError(
      'insert into "account" ("password", "user_id") values ($1, $2)',
      ["scrypt$secret-hash", "ada@example.org"],
      reason,
    );
    const fields = errorFields(error);
    expect(fields).toEqual({
      error: 'duplicate key value violates unique constraint "user_email_key"',
      code: "23505",
      query: 'insert into "account" ("password", "user_id") values ($1, $2)',
    });
    expect(JSON.stringify(fields)).not.toMatch(/secret-hash|ada@example/);
  });

  it("keeps message and stack of other errors", () => {
    const error = new Error("boom");
    expect(errorFields(error)).toEqual({ error: "boom", stack: error.stack });
    expect(errorFields("plain")).toEqual({ error: "plain" });
  });
});

describe("log calls across the server code", () => {
  // A caught error may be a failed query, whose message lists the parameters.
  it("describe caught errors with errorFields, never by their message or String()", async () => {
    const { glob, readFile } = await import("node:fs/promises");
    const offenders: string[] = [];
    for await (const path of glob([
      "app/**/*.server.ts",
      "app/routes/**/*.{ts,tsx}",
      "server/**/*.ts",
    ])) {
      if (path.endsWith(".test.ts")) continue;
      const source = await readFile(path, "utf8");
      // A log call's fields, up to the call's closing parenthesis on a later line at most.
      for (const call of source.matchAll(/logger\.(?:warn|error)\([^;]*?\);/gs)) {
        if (/String\(error\)|instanceof Error \? error\.message/.test(call[0])) {
          offenders.push(`${path}: ${call[0].split("\n")[0]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
