import { describe, expect, it } from "vitest";
import { openDatabase } from "./db.server";
import { parseEnv } from "./env.server";

const env = (variables: Record<string, string>) =>
  parseEnv({ AUTH_SECRET: "a-secret-of-at-least-32-characters!", ...variables });

describe("pool settings from the environment", () => {
  it("uses 20 connections unless DATABASE_POOL_SIZE says otherwise", () => {
    expect(env({}).DATABASE_POOL_SIZE).toBe(20);
    expect(env({ DATABASE_POOL_SIZE: " 8 " }).DATABASE_POOL_SIZE).toBe(8);
    expect(env({ DATABASE_POOL_SIZE: "" }).DATABASE_POOL_SIZE).toBe(20);
    expect(env({}).DATABASE_POOL_WAIT_MS).toBe(10_000);
    expect(env({}).DATABASE_STATEMENT_TIMEOUT_MS).toBe(15_000);
  });

  it.each(["0", "-3", "2.5", "ten"])("refuses DATABASE_POOL_SIZE=%s with a message", (value) => {
    expect(() => env({ DATABASE_POOL_SIZE: value })).toThrow(
      "DATABASE_POOL_SIZE: must be a positive whole number",
    );
  });

  it("refuses an invalid DATABASE_POOL_WAIT_MS with a message", () => {
    expect(() => env({ DATABASE_POOL_WAIT_MS: "soon" })).toThrow(
      "DATABASE_POOL_WAIT_MS: must be a positive whole number",
    );
  });

  it("opens a pool (without connecting) with the given settings", async () => {
    const database = openDatabase({
      databaseUrl: "postgres://site@127.0.0.1:5/site",
      dataDir: "unused",
      poolSize: 3,
      poolWaitMs: 500,
    });
    expect(database.kind).toBe("postgres");
    await database.close();
  });
});
