import { afterAll, beforeAll } from "vitest";
import { openTestDatabase } from "./test-database.ts";

export type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

/**
 * Opens a migrated database before the tests of the file (or of the describe block it is called
 * in) and closes it after them. Returns the open database; call it inside tests and hooks.
 */
export function setUpTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  return () => {
    if (!database) throw new Error("The test database is not open yet (use it inside tests)");
    return database;
  };
}
