import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "site-env-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("parseEnv", () => {
  it("applies the embedded defaults and persists a generated secret in DATA_DIR", () => {
    const dataDir = tempDir();
    const env = parseEnv({ DATA_DIR: dataDir });
    expect(env.PORT).toBe(3000);
    expect(env.embedded).toBe(true);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    const stored = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8"));
    expect(stored.authSecret).toBe(env.AUTH_SECRET);
    expect(parseEnv({ DATA_DIR: dataDir }).AUTH_SECRET).toBe(env.AUTH_SECRET);
  });

  it("names the variable that is invalid", () => {
    expect(() => parseEnv({ DATA_DIR: tempDir(), PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATA_DIR: tempDir(), SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
  });

  it("requires AUTH_SECRET when a PostgreSQL server is used", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://db/site" })).toThrow(/AUTH_SECRET/);
    const env = parseEnv({ DATABASE_URL: "postgres://db/site", AUTH_SECRET: "x".repeat(40) });
    expect(env.embedded).toBe(false);
  });

  it("sizes the page cache in MiB, 64 by default, 0 to turn it off", () => {
    expect(parseEnv({ DATA_DIR: tempDir() }).PAGE_CACHE_MB).toBe(64);
    expect(parseEnv({ DATA_DIR: tempDir(), PAGE_CACHE_MB: "0" }).PAGE_CACHE_MB).toBe(0);
    expect(() => parseEnv({ DATA_DIR: tempDir(), PAGE_CACHE_MB: "-1" })).toThrow(/PAGE_CACHE_MB/);
    expect(() => parseEnv({ DATA_DIR: tempDir(), PAGE_CACHE_MB: "lots" })).toThrow(/PAGE_CACHE_MB/);
  });

  it("requires a bucket for S3 storage", () => {
    expect(() => parseEnv({ DATA_DIR: tempDir(), STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET/);
  });
});
