import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../app/lib/db.server.ts";
import { seedDemoContent } from "../db/seed/index.ts";
import { openTestDatabase } from "../tests/support/test-database.ts";
import { generateData } from "./generate-data.ts";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase({ migrate: true });
  await seedDemoContent(database.db);
}, 300_000);

afterAll(async () => {
  await database.close();
});

describe("generateData", () => {
  it("adds published posts, open jobs and applications on top of the demo content", {
    timeout: 120_000,
  }, async () => {
    const count = async (query: ReturnType<typeof sql>) => {
      const result = (await database.db.execute(query)) as { rows: Array<{ n: number }> };
      return result.rows[0]?.n ?? 0;
    };
    const postsBefore = await count(sql`select count(*)::int as n from blog_posts`);
    const jobsBefore = await count(sql`select count(*)::int as n from job_posts`);

    const sizes = await generateData(database.db, { posts: 120, jobs: 80, applications: 300 });

    expect(sizes).toEqual({
      posts: postsBefore + 120,
      jobs: jobsBefore + 80,
      applications: expect.any(Number),
    });
    expect(
      await count(
        sql`select count(*)::int as n from blog_posts where slug like 'gen-%' and status = 'published' and publish_date <= now() and length(content) > 500`,
      ),
    ).toBe(120);
    expect(
      await count(
        sql`select count(*)::int as n from job_posts where slug like 'gen-%' and is_active and application_deadline is null`,
      ),
    ).toBe(80);
    expect(
      await count(
        sql`select count(*)::int as n from job_applications where applicant_email like 'applicant%@example.org'`,
      ),
    ).toBe(300);
    // Generated posts are found by full-text search like any other.
    expect(
      await count(
        sql`select count(*)::int as n from blog_posts where slug like 'gen-%' and search_vector @@ websearch_to_tsquery('english', 'react')`,
      ),
    ).toBeGreaterThan(0);
  });
});
