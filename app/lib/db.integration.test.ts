import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta, blogCategories, jobCategories } from "../../db/schema";
import { seedDemoContent, seedIfEmpty } from "../../db/seed";
import { openTestDatabase } from "../../tests/support/test-database";
import { openDatabase } from "./db.server";

describe("database preparation", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.cleanup());

  it("seeds an empty database once and never again", async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    const categories = await database.db.select().from(blogCategories);
    expect(categories.map((category) => category.id)).toEqual(
      expect.arrayContaining([
        "web-development",
        "mobile-development",
        "ai-ml",
        "business",
        "case-studies",
        "news",
      ]),
    );
    await database.db.delete(blogCategories).where(eq(blogCategories.id, "news"));
    expect(await seedIfEmpty(database.db)).toBe(false);
    const remaining = await database.db.select().from(blogCategories);
    expect(remaining.some((category) => category.id === "news")).toBe(false);
  });

  it("re-running the seed restores demo rows without duplicating any", async () => {
    await seedDemoContent(database.db);
    await seedDemoContent(database.db);
    const blog = await database.db.select().from(blogCategories);
    const jobs = await database.db.select().from(jobCategories);
    expect(new Set(blog.map((row) => row.id)).size).toBe(blog.length);
    expect(blog).toHaveLength(8);
    expect(jobs.length).toBeGreaterThanOrEqual(6);
  });

  it("applying migrations twice is harmless", async () => {
    await database.migrate();
    const markers = await database.db.select({ key: appMeta.key }).from(appMeta);
    expect(markers.map((marker) => marker.key).sort()).toEqual([
      "blog_posts_seeded_at",
      "demo_content_seeded_at",
      "service_topics_seeded_at",
    ]);
  });
});

describe("migrations", () => {
  it("two instances starting at once both end with one complete schema", async () => {
    const fresh = await openTestDatabase({ migrate: false });
    try {
      // PGlite is one process by design; on PostgreSQL the second instance has its own pool.
      const second = fresh.url
        ? openDatabase({ databaseUrl: fresh.url, dataDir: tmpdir() })
        : fresh;
      await Promise.all([fresh.migrate(), second.migrate()]);
      if (second !== fresh) await second.close();
      const rows = await fresh.db.select().from(blogCategories);
      expect(rows).toEqual([]);
    } finally {
      await fresh.cleanup();
    }
  });
});

describe("embedded PGlite", () => {
  it("keeps committed data across a close and reopen of the data directory", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-pglite-"));
    try {
      const first = openDatabase({ dataDir });
      await first.migrate();
      await first.db.insert(appMeta).values({ key: "restart-check", value: { written: true } });
      await first.close();

      const second = openDatabase({ dataDir });
      await second.migrate();
      const rows = await second.db.select().from(appMeta).where(eq(appMeta.key, "restart-check"));
      await second.close();
      expect(rows[0]?.value).toEqual({ written: true });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
