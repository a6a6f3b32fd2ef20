// Test fixture: a migrated database of its own and a fresh better-auth instance for one test file.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { resetAuth } from "~/lib/auth.server";
import { openTestDatabase } from "../../../tests/support/test-database";

export type AuthTestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

/**
 * Opens the database before the file's tests (better-auth created anew on it) and closes it
 * after them. Returns the open database; call it inside tests and hooks.
 */
export function useAuthTestDatabase(prefix: string): () => AuthTestDatabase {
  let database: AuthTestDatabase | undefined;
  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), prefix));
    process.env.AUTH_SECRET = "integration-test-secret-that-is-long-enough";
    database = await openTestDatabase();
    resetAuth();
  });
  afterAll(async () => {
    resetAuth();
    await database?.cleanup();
  });
  return () => {
    if (!database) throw new Error("The test database is not open yet (use it inside tests)");
    return database;
  };
}
