import { afterAll, beforeAll, beforeEach } from "vitest";
import { user } from "../../db/schema/index.ts";
import { openTestDatabase, truncate } from "./test-database.ts";

/** The recruiter who makes every change in the staff jobs integration tests. */
export const actor = { id: "staff-1", email: "recruiter@example.org" };

/**
 * A test database for one integration test file: before each test the job tables and the audit
 * log are emptied and the actor exists. Call at the top level of the file.
 */
export function jobsTestDatabase() {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.cleanup();
  });

  beforeEach(async () => {
    await truncate(database, "job_posts", "job_categories", "audit_log", "user");
    await database.db.insert(user).values({ id: actor.id, name: "Rita", email: actor.email });
  });

  // A getter: the database opens in beforeAll, after the file's top level has run.
  return {
    get db() {
      return database.db;
    },
  };
}
