// The server's page cache (server/page-cache.ts) on the production build and PostgreSQL: anonymous
// pages and feeds come from memory, revalidate with 304, and show a content write at once,
// whether it was made in SQL (by any instance) or by staff in /admin.
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { createJob, prepareVisitor, signUpCandidate } from "../support/candidates";
import { recordViolations, violations } from "../support/csp-violations";
import { queryDb } from "../support/e2e-services";
import { staffSession } from "../support/staff";
import { expect as baseExpect, rememberCookieChoice, test, waitForHydration } from "./fixtures";

// Steps run on a loaded machine next to other specs: give each room.
const expect = baseExpect.configure({ timeout: 20_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The X-Page-Cache header of a page's or a request's response (hit, miss, or none: bypassed). */
const cacheState = (response: { headers(): Record<string, string> } | null | undefined) =>
  response?.headers()["x-page-cache"];

/**
 * GETs `path` until the answer comes from the page cache: the first is rendered and stored as it
 * streams, and a write by a test running beside this one may empty the cache meanwhile.
 */
async function fromCache(
  request: APIRequestContext,
  path: string,
  headers?: Record<string, string>,
): Promise<APIResponse> {
  let response: APIResponse | undefined;
  await expect(async () => {
    response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    expect(cacheState(response), `${path} from the page cache`).toBe("hit");
  }).toPass({ intervals: [250] });
  return response as APIResponse;
}

/** The same in the browser: navigates to `path` until the document comes from the cache. */
async function visitFromCache(page: Page, path: string) {
  let response = null as Awaited<ReturnType<Page["goto"]>>;
  await expect(async () => {
    response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(cacheState(response), `${path} from the page cache`).toBe("hit");
  }).toPass({ intervals: [250] });
  return response;
}

/**
 * Waits until `path` answers with `check` true. A write reaches each instance's cache by a NOTIFY,
 * which PostgreSQL sends when the write commits but the listening server reads a moment later:
 * a request sent right after the commit may still get the old copy (milliseconds; longer on a
 * loaded machine). Returns how many requests it took.
 */
async function eventually(
  request: APIRequestContext,
  path: string,
  check: (response: APIResponse, text: string) => boolean,
): Promise<number> {
  let requests = 0;
  await expect
    .poll(
      async () => {
        requests += 1;
        const response = await request.get(path);
        return check(response, await response.text());
      },
      { message: path, timeout: 10_000, intervals: [0, 20, 50, 100, 250, 500] },
    )
    .toBe(true);
  return requests;
}

const has = (part: string) => (_: APIResponse, text: string) => text.includes(part);
const lacks = (part: string) => (_: APIResponse, text: string) => !text.includes(part);

test.beforeEach(async ({ context }) => {
  await prepareVisitor(context);
});

test("an anonymous visit is a miss, then a hit whose widgets run under its policy and which passes axe", async ({
  page,
  request,
  consoleErrors,
  checkA11y,
}) => {
  test.slow();
  const path = `/search?visit=${unique()}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  // A miss, stored as it streams; or none, when a write beside this test has just emptied the
  // cache and it waits for the next scheduled change.
  expect([undefined, "miss"]).toContain(cacheState(first));
  expect(first.headers().etag).toBeUndefined();

  await page.addInitScript(rememberCookieChoice);
  await recordViolations(page);
  const hit = await visitFromCache(page, path);
  const headers = (await hit?.allHeaders()) ?? {};
  expect(headers.etag).toMatch(/^"[\w-]+-br"$/);
  expect(headers["content-encoding"]).toBe("br");
  expect(headers.vary).toMatch(/Accept-Encoding/);
  expect(headers["content-security-policy"]).not.toMatch(/'nonce-/);
  expect(headers["content-security-policy"]).toMatch(/'sha256-/);

  // The cached page's scripts run: the search box loads results in place.
  await page.getByRole("searchbox", { name: "Search the site" }).pressSequentially("terraform");
  await expect(page).toHaveURL(/\/search\?q=terraform$/);
  await expect(page.getByRole("status")).toHaveText(/^\d+ results? for “terraform”$/);
  await checkA11y();
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a cached page and a cached feed answer 304 with no body to their ETag", async ({
  request,
}) => {
  for (const path of [`/our-story?revalidate=${unique()}`, "/feed.xml"]) {
    const hit = await fromCache(request, path);
    const etag = hit.headers().etag as string;
    // A page gets the cache's tag per encoding; a feed keeps its own (weak when compressed).
    expect(etag, path).toMatch(/^(?:W\/)?"[\w-]+"$/);
    const strong = etag.replace(/^W\//, "");
    for (const candidate of [etag, strong, `W/${strong}`, `"nope", ${etag}`]) {
      const response = await request.get(path, { headers: { "If-None-Match": candidate } });
      expect(response.status(), `${path} ${candidate}`).toBe(304);
      expect((await response.body()).length).toBe(0);
      expect(response.headers().etag).toBe(etag);
    }
    const other = await request.get(path, { headers: { "If-None-Match": '"not-this-page"' } });
    expect(other.status()).toBe(200);
  }
});

test("a job written in SQL shows on the board and in the feeds as soon as its notification arrives", async ({
  request,
}) => {
  test.slow();
  const title = `Cache Probe Engineer ${unique()}`;
  // The board searched for the title (the page repeats the query: look for the job's link).
  const board = `/careers?q=${encodeURIComponent(title)}`;
  const feeds = ["/jobs/feed.xml", "/jobs/feed.json"];
  expect(await (await fromCache(request, board)).text()).toContain("No jobs found");
  for (const feed of feeds) {
    expect(await (await fromCache(request, feed)).text()).not.toContain(title);
  }

  const job = await createJob({ title });
  const link = `href="/careers/job/${job.slug}"`;
  await eventually(request, board, has(link));
  for (const feed of feeds) await eventually(request, feed, has(title));
  // Cached again with the job, and its own page too.
  expect(await (await fromCache(request, board)).text()).toContain(link);
  expect(await (await fromCache(request, `/careers/job/${job.slug}`)).text()).toContain(title);

  const renamed = `${title} Renamed`;
  await queryDb("update job_posts set title = $2 where id = $1", [job.id, renamed]);
  await eventually(request, `/careers/job/${job.slug}`, has(renamed));
  for (const feed of feeds) await eventually(request, feed, has(renamed));

  await queryDb("update job_posts set is_active = false where id = $1", [job.id]);
  await eventually(request, board, lacks(link));
  await eventually(request, `/careers/job/${job.slug}`, (response) => response.status() === 410);
  for (const feed of feeds) await eventually(request, feed, lacks(title));
});

test("a post changed in SQL shows on the knowledge center and in the feeds as soon as its notification arrives", async ({
  request,
}) => {
  test.slow();
  // Changed, not added: other specs count the posts while this one runs.
  const [post] = await queryDb<{ id: string; slug: string; excerpt: string }>(
    `select id, slug, excerpt from blog_posts where status = 'published' and publish_date <= now()
     order by publish_date desc, id desc limit 1`,
  );
  if (!post) throw new Error("no published post");
  const pages = ["/knowledge-center", "/feed.xml", "/feed.json", "/atom.xml"];
  const marker = `Cache probe excerpt ${unique()}`;
  for (const path of pages)
    expect(await (await fromCache(request, path)).text()).not.toContain(marker);
  try {
    await queryDb("update blog_posts set excerpt = $2 where id = $1", [post.id, marker]);
    for (const path of pages) await eventually(request, path, has(marker));
    expect(await (await fromCache(request, "/knowledge-center")).text()).toContain(marker);
  } finally {
    await queryDb("update blog_posts set excerpt = $2 where id = $1", [post.id, post.excerpt]);
  }
  for (const path of pages) await eventually(request, path, lacks(marker));
});

test("a signed-in candidate gets shared pages from the cache with their menu, saves and applications", async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ baseURL });
  try {
    await prepareVisitor(context);
    const page = await context.newPage();
    // Anonymous requests as this browser sends them (crawlers' copies are kept apart).
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const anonymousFromCache = (path: string) =>
      fromCache(request, path, { "user-agent": userAgent });
    const candidate = await signUpCandidate(context.request, baseURL, "Cara Cached");
    const menu = `Account menu for ${candidate.name}`;
    const saved = await createJob({ title: `Cache Saved Probe ${unique()}` });
    const applied = await createJob({ title: `Cache Applied Probe ${unique()}` });
    await queryDb("insert into saved_jobs (user_id, job_id) values ($1, $2)", [
      candidate.id,
      saved.id,
    ]);
    await queryDb(
      `insert into job_applications (job_id, user_id, applicant_name, applicant_email, cover_letter, status)
       values ($1, $2, $3, $4, 'Hello', 'under_review')`,
      [applied.id, candidate.id, candidate.name, candidate.email],
    );
    // Her feed is everyone's feed, rendered for her as before.
    const feed = await context.request.get("/feed.xml");
    expect(cacheState(feed)).toBeUndefined();
    // Pages the same for everyone but the account entry and the visitor's slots (ADR 091, 096,
    // 097). A write by a test beside this one may empty the cache between the anonymous copy and
    // her request.
    const board = `/careers?q=${encodeURIComponent("Cache")}`;
    const texts = new Map<string, string>();
    for (const path of ["/", "/search?q=react", board, `/careers/job/${applied.slug}`]) {
      let shared: APIResponse | undefined;
      await expect(async () => {
        await anonymousFromCache(path);
        shared = await context.request.get(path);
        expect(cacheState(shared)).toBe("signed-in");
      }).toPass({ intervals: [250] });
      expect(shared?.headers()["cache-control"], path).toBe("private, no-store");
      const text = (await shared?.text()) ?? "";
      expect(text, path).toContain(`aria-label="${menu}"`);
      expect(text, path).not.toContain(">Log in<");
      texts.set(path, text);
    }
    // What she sees of the two jobs, on the board from the cache and in her browser.
    const cachedBoard = texts.get(board) ?? "";
    expect(cachedBoard).not.toContain("Log in to save");
    expect(cachedBoard.split('title="Remove from saved jobs"')).toHaveLength(2);
    expect(cachedBoard.split(">Applied</span>")).toHaveLength(2);
    const cachedJob = texts.get(`/careers/job/${applied.slug}`) ?? "";
    expect(cachedJob).toContain("You applied on");
    expect(cachedJob).not.toContain("Interested in this role?");
    await page.goto(board);
    await expect(page.getByRole("button", { name: menu })).toBeVisible();
    const card = (title: string) => page.locator("main article").filter({ hasText: title });
    await expect(
      card(saved.title).getByRole("button", { name: `Save ${saved.title}` }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(card(saved.title).getByText("Applied", { exact: true })).toHaveCount(0);
    await expect(card(applied.title).getByText("Applied", { exact: true })).toBeVisible();
    await expect(
      card(applied.title).getByRole("button", { name: `Save ${applied.title}` }),
    ).toHaveAttribute("aria-pressed", "false");
    // Her application on the job's page, in the Apply button's place; no invitation to apply.
    await page.goto(`/careers/job/${applied.slug}`);
    const aside = page.getByRole("complementary", { name: "Apply for this job" });
    await expect(aside.getByText("You applied on")).toBeVisible();
    await expect(aside.getByText("UNDER REVIEW")).toBeVisible();
    await expect(aside.getByRole("link", { name: "Apply Now" })).toHaveCount(0);
    await expect(page.getByText("Interested in this role?")).toHaveCount(0);
    await expect(aside.getByRole("button", { name: "Save job" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    // The anonymous copies are still served to anonymous visitors, without her account or marks.
    for (const path of texts.keys()) {
      const anonymous = await (await anonymousFromCache(path)).text();
      const marks = ["You applied on", "Remove from saved jobs", ">Applied<"];
      expect(
        [candidate.name, ...marks].filter((mark) => anonymous.includes(mark)),
        path,
      ).toEqual([]);
    }
  } finally {
    await context.close();
  }
});

test("a staff member's change in /admin shows on the public board at once", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.slow();
  const title = `Cache Staff Probe ${unique()}`;
  const job = await createJob({ title });
  const board = `/careers?q=${encodeURIComponent(title)}`;
  const card = page.locator("main article h3").filter({ hasText: title });
  await visitFromCache(page, board);
  await expect(card).toHaveCount(1);
  await fromCache(request, "/jobs/feed.xml");

  const { context } = await staffSession(browser, baseURL, ["recruiter"], "Rex Recruiter");
  try {
    const staff = await context.newPage();
    const rowAction = async (action: string, toastTitle: string) => {
      await staff.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
      await waitForHydration(staff);
      await staff
        .getByRole("row")
        .filter({ has: staff.getByRole("rowheader", { name: title }) })
        .getByRole("button", { name: `${action} “${title}”` })
        .click();
      await expect(
        staff.locator("[data-sonner-toast]").filter({ hasText: toastTitle }).first(),
      ).toBeVisible();
    };

    /** The public board in the visitor's browser, loaded again until it shows `count` cards. */
    const boardShows = (count: number) =>
      expect
        .poll(
          async () => {
            await page.goto(board);
            return card.count();
          },
          { message: board, timeout: 10_000, intervals: [0, 50, 250, 500] },
        )
        .toBe(count);

    await rowAction("Deactivate", "Job deactivated");
    await boardShows(0);
    await expect(page.getByRole("heading", { name: "No jobs found" })).toBeVisible();
    await eventually(request, "/jobs/feed.xml", lacks(title));
    await eventually(request, `/careers/job/${job.slug}`, (response) => response.status() === 410);

    await visitFromCache(page, board);
    await expect(card).toHaveCount(0);
    await rowAction("Activate", "Job activated");
    await boardShows(1);
    await eventually(request, "/jobs/feed.xml", has(title));
  } finally {
    await context.close();
  }
});
