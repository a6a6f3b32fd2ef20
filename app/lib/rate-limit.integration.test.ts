import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKind, truncate } from "../../tests/support/test-database.ts";
import { setUpTestDatabase } from "../../tests/support/test-database-hooks.ts";
import { checkRateLimit } from "./rate-limit.server.ts";

const database = setUpTestDatabase();

beforeEach(async () => {
  await truncate(database(), "request_limits");
});

describe(`checkRateLimit on ${testDatabaseKind}`, () => {
  it("allows `limit` requests per window, then says how long to wait", async () => {
    const rule = { key: "test:a", limit: 3, windowSeconds: 60 };
    const results = [];
    for (let index = 0; index < 5; index++) results.push(await checkRateLimit(rule, database().db));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    expect(results.map((result) => result.count)).toEqual([1, 2, 3, 4, 5]);
    expect(results[0]?.retryAfter).toBe(0);
    expect(results[3]?.retryAfter).toBeGreaterThan(0);
    expect(results[3]?.retryAfter).toBeLessThanOrEqual(60);
    // Other keys have their own budget.
    expect((await checkRateLimit({ ...rule, key: "test:b" }, database().db)).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended", async () => {
    const rule = { key: "test:window", limit: 1, windowSeconds: 60 };
    await checkRateLimit(rule, database().db);
    expect((await checkRateLimit(rule, database().db)).allowed).toBe(false);
    await database().db.execute(
      sql`update request_limits set window_start = now() - interval '61 seconds' where key = 'test:window'`,
    );
    const fresh = await checkRateLimit(rule, database().db);
    expect(fresh).toEqual({ allowed: true, count: 1, retryAfter: 0 });
  });

  it("counts concurrent requests exactly once each (one atomic upsert)", async () => {
    const rule = { key: "test:race", limit: 5, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => checkRateLimit(rule, database().db)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
});
