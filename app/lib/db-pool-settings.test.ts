import { afterEach, describe, expect, it } from "vitest";
import { configuredPoolSize, openDatabase } from "./db.server";

describe("pool settings from the environment", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env.DATABASE_POOL_SIZE = saved.DATABASE_POOL_SIZE;
    process.env.DATABASE_POOL_WAIT_MS = saved.DATABASE_POOL_WAIT_MS;
    if (saved.DATABASE_POOL_SIZE === undefined) delete process.env.DATABASE_POOL_SIZE;
    if (saved.DATABASE_POOL_WAIT_MS === undefined) delete process.env.DATABASE_POOL_WAIT_MS;
  });

  it("uses 20 connections unless DATABASE_POOL_SIZE says otherwise", () => {
    delete process.env.DATABASE_POOL_SIZE;
    expect(configuredPoolSize()).toBe(20);
    process.env.DATABASE_POOL_SIZE = " 8 ";
    expect(configuredPoolSize()).toBe(8);
    process.env.DATABASE_POOL_SIZE = "";
    expect(configuredPoolSize()).toBe(20);
  });

  it.each(["0", "-3", "2.5", "ten"])("refuses DATABASE_POOL_SIZE=%s with a message", (value) => {
    process.env.DATABASE_POOL_SIZE = value;
    expect(() => configuredPoolSize()).toThrow(
      `DATABASE_POOL_SIZE must be a positive whole number (got "${value}")`,
    );
  });

  it("refuses an invalid DATABASE_POOL_WAIT_MS when the pool is opened", () => {
    process.env.DATABASE_POOL_WAIT_MS = "soon";
    expect(() =>
      openDatabase({ databaseUrl: "postgres://site@127.0.0.1:5/site", dataDir: "unused" }),
    ).toThrow('DATABASE_POOL_WAIT_MS must be a positive whole number (got "soon")');
  });

  it("opens a pool (without connecting) with valid settings", async () => {
    process.env.DATABASE_POOL_SIZE = "3";
    process.env.DATABASE_POOL_WAIT_MS = "500";
    const database = openDatabase({
      databaseUrl: "postgres://site@127.0.0.1:5/site",
      dataDir: "unused",
    });
    expect(database.kind).toBe("postgres");
    await database.close();
  });
});
