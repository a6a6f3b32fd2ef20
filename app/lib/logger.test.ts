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
