import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase, truncate } from "../tests/support/test-database.ts";
import { followContentChanges, nextScheduledChange } from "./content-changes.ts";
import { type CachedPage, PageCache } from "./page-cache.ts";

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

let database: TestDatabase;
let cache: PageCache;
let changes: Awaited<ReturnType<typeof followContentChanges>>;
/** How far the cache's clock is ahead of the real one. */
let clockOffsetMs = 0;

const minutes = (count: number) => count * 60_000;
const fromNow = (ms: number) => new Date(Date.now() + ms);

function page(): CachedPage {
  return {
    headers: [["content-type", "text/html; charset=utf-8"]],
    identityLength: 10,
    gzip: new Uint8Array(10),
    br: new Uint8Array(10),
    etag: "etag",
    scriptHashes: [],
    accountSlot: false,
    storedAt: Date.now() + clockOffsetMs,
  };
}

/**
 * Asks for the next scheduled change as the middleware does on each request while the cache
 * needs it (a notification arriving meanwhile voids the answer), and waits for the cache to serve.
 */
async function activate() {
  expect(cache.needsStableUntil()).toBe(true);
  await vi.waitFor(
    () => {
      if (cache.needsStableUntil()) changes.refreshStableUntil();
      expect(cache.isActive()).toBe(true);
    },
    { timeout: 10_000 },
  );
}

/** Stores a page in the active cache; returns the generation it was stored in. */
async function cachedPage(): Promise<number> {
  if (!cache.isActive()) await activate();
  const generation = cache.generation;
  expect(cache.set("/knowledge-center", page(), generation)).toBe(true);
  expect(cache.get("/knowledge-center")).toBeDefined();
  return generation;
}

async function expectInvalidatedAfter(generation: number) {
  await vi.waitFor(() => expect(cache.generation).toBeGreaterThan(generation), {
    timeout: 10_000,
  });
  expect(cache.size).toBe(0);
  expect(cache.get("/knowledge-center")).toBeUndefined();
}

const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

/**
 * Waits until the notifications of earlier writes have arrived (PostgreSQL delivers them
 * asynchronously, in commit order): writes one more and waits for it.
 */
async function settleNotifications() {
  const generation = cache.generation;
  const id = `sentinel-${Math.random().toString(36).slice(2)}`;
  await run(sql`insert into job_categories (id, name) values (${id}, ${id})`);
  await vi.waitFor(() => expect(cache.generation).toBeGreaterThan(generation), {
    timeout: 10_000,
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  await truncate(database, "blog_posts", "blog_categories", "job_posts", "job_categories");
  cache = new PageCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: minutes(60),
    now: () => Date.now() + clockOffsetMs,
  });
  changes = await followContentChanges(database, cache);
  // PostgreSQL: the LISTEN connection is up once the cache waits for the schedule.
  await vi.waitFor(() => expect(cache.needsStableUntil()).toBe(true), { timeout: 10_000 });
});

afterAll(async () => {
  await changes?.stop();
  await database?.cleanup();
});

beforeEach(() => {
  clockOffsetMs = 0;
});

describe("content changes", () => {
  const writes: Array<[string, ReturnType<typeof sql>]> = [
    [
      "a new post",
      sql`insert into blog_posts (slug, title, status) values ('cache-post', 'Cache post', 'published')`,
    ],
    [
      "an edited post",
      sql`update blog_posts set title = 'Cache post, edited' where slug = 'cache-post'`,
    ],
    ["a deleted post", sql`delete from blog_posts where slug = 'cache-post'`],
    [
      "a new post category",
      sql`insert into blog_categories (id, name, slug) values ('cache', 'Cache', 'cache')`,
    ],
    [
      "a renamed post category",
      sql`update blog_categories set name = 'Caching' where id = 'cache'`,
    ],
    [
      "a new job",
      sql`insert into job_posts (slug, title, company_name, location, description, job_type, experience_level)
          values ('cache-job', 'Cache engineer', 'Quillstack', 'Remote', 'Caches.', 'full-time', 'senior')`,
    ],
    ["a closed job", sql`update job_posts set is_active = false where slug = 'cache-job'`],
    ["a new job category", sql`insert into job_categories (id, name) values ('cache', 'Cache')`],
    ["a deleted job category", sql`delete from job_categories where id = 'cache'`],
    ["emptied jobs", sql`truncate job_posts cascade`],
  ];

  it.each(writes)("%s empties a listening cache", async (_, statement) => {
    const generation = await cachedPage();
    await run(statement);
    await expectInvalidatedAfter(generation);
    expect(cache.needsStableUntil()).toBe(true);
  });

  it("a write that changes no row of those tables notifies nothing", async () => {
    const generation = await cachedPage();
    await run(
      sql`insert into app_meta (key, value) values ('cache-test', '"x"') on conflict do nothing`,
    );
    await run(
      sql`insert into blog_categories (id, name, slug) values ('cache-2', 'Cache 2', 'cache-2')`,
    );
    // Notifications arrive in commit order: only the category's counted.
    await expectInvalidatedAfter(generation);
    expect(cache.generation).toBe(generation + 1);
  });

  it("a rolled-back write notifies nothing", async () => {
    const generation = await cachedPage();
    await database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into job_categories (id, name) values ('rolled-back', 'Rolled back')`,
        );
        throw new Error("roll back");
      })
      .catch(() => {});
    await run(sql`insert into job_categories (id, name) values ('kept', 'Kept')`);
    await expectInvalidatedAfter(generation);
    expect(cache.generation).toBe(generation + 1);
  });
});

describe("nextScheduledChange", () => {
  beforeEach(async () => {
    await truncate(database, "blog_posts", "job_posts");
  });

  async function post(slug: string, status: "draft" | "published", publishDate: Date) {
    await run(
      sql`insert into blog_posts (slug, title, status, publish_date) values (${slug}, ${slug}, ${status}, ${publishDate.toISOString()})`,
    );
  }

  async function job(slug: string, active: boolean, deadline: Date | null) {
    await run(sql`insert into job_posts (slug, title, company_name, location, description, job_type, experience_level, is_active, application_deadline)
      values (${slug}, ${slug}, 'Quillstack', 'Remote', 'Work.', 'full-time', 'senior', ${active}, ${deadline?.toISOString() ?? null})`);
  }

  it("is null when nothing is scheduled", async () => {
    await post("out", "published", fromNow(-minutes(10)));
    await job("open", true, null);
    await job("closed", true, fromNow(-minutes(10)));
    expect(await nextScheduledChange(database)).toBeNull();
  });

  it("is the earliest future publish date of a published post", async () => {
    const soon = fromNow(minutes(60));
    await post("later", "published", fromNow(minutes(120)));
    await post("soon", "published", soon);
    await post("draft", "draft", fromNow(minutes(5)));
    await post("out", "published", fromNow(-minutes(5)));
    expect((await nextScheduledChange(database))?.getTime()).toBe(soon.getTime());
  });

  it("is the earliest deadline of an active job, if it comes before any post", async () => {
    const deadline = fromNow(minutes(30));
    const publish = fromNow(minutes(60));
    await post("soon", "published", publish);
    await job("closing", true, deadline);
    await job("inactive", false, fromNow(minutes(5)));
    await job("closed", true, fromNow(-minutes(5)));
    await job("open", true, null);
    expect((await nextScheduledChange(database))?.getTime()).toBe(deadline.getTime());
    await run(sql`update job_posts set is_active = false where slug = 'closing'`);
    expect((await nextScheduledChange(database))?.getTime()).toBe(publish.getTime());
  });
});

describe("refreshStableUntil", () => {
  beforeEach(async () => {
    await truncate(database, "blog_posts", "job_posts");
    await settleNotifications();
  });

  it("makes the cache active when nothing is scheduled", async () => {
    await activate();
    clockOffsetMs = minutes(24 * 60);
    expect(cache.isActive()).toBe(true);
  });

  it("keeps it active until the next scheduled change, then empties it", async () => {
    const publish = fromNow(minutes(30));
    await run(
      sql`insert into blog_posts (slug, title, status, publish_date) values ('scheduled', 'Scheduled', 'published', ${publish.toISOString()})`,
    );
    await settleNotifications();
    const generation = await cachedPage();
    clockOffsetMs = publish.getTime() - Date.now() - 1000;
    expect(cache.get("/knowledge-center")).toBeDefined();
    clockOffsetMs = publish.getTime() - Date.now() + 1;
    expect(cache.get("/knowledge-center")).toBeUndefined();
    expect(cache.isActive()).toBe(false);
    expect(cache.generation).toBeGreaterThan(generation);
    expect(cache.needsStableUntil()).toBe(true);
  });

  it("one lookup at a time", async () => {
    const execute = database.db.execute.bind(database.db);
    let running = 0;
    let most = 0;
    const lookups = vi.spyOn(database.db, "execute").mockImplementation(((query: never) => {
      running += 1;
      most = Math.max(most, running);
      return execute(query).finally(() => {
        running -= 1;
      });
    }) as typeof database.db.execute);
    await vi.waitFor(
      () => {
        for (let request = 0; request < 3; request += 1) changes.refreshStableUntil();
        expect(cache.isActive()).toBe(true);
      },
      { timeout: 10_000 },
    );
    lookups.mockRestore();
    expect(most).toBe(1);
  });

  it("a lookup that answers after content changed does not activate the cache", async () => {
    const lookups = vi.spyOn(database.db, "execute");
    changes.refreshStableUntil();
    cache.invalidate();
    await lookups.mock.results[0]?.value;
    lookups.mockRestore();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cache.isActive()).toBe(false);
    expect(cache.needsStableUntil()).toBe(true);
    await activate();
  });
});

describe("stop", () => {
  it("stops following the database", async () => {
    await changes.stop();
    const generation = cache.generation;
    await run(sql`insert into job_categories (id, name) values ('after-stop', 'After stop')`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cache.generation).toBe(generation);
  });
});
