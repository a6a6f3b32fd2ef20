import type { Page } from "@playwright/test";
import { grantRole, prepareVisitor, signUpCandidate } from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import {
  bootstrapAdmin as admin,
  enrolBootstrapAdmin,
  enrolSecondFactor,
  enterSignInCode,
  staffSession,
} from "../support/staff";
import { expect, test, waitForHydration } from "./fixtures";

test.beforeEach(async ({ context }) => {
  await prepareVisitor(context);
});

async function signIn(page: Page, email: string, password: string) {
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The number shown for `label` in the dashboard card titled `card`. */
function stat(page: Page, card: string, label: string) {
  return page
    .getByRole("region", { name: card })
    .locator("dl > div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`, "i") }) })
    .locator("dd");
}

async function count(sql: string): Promise<string> {
  const [row] = await queryDb<{ n: string }>(sql);
  return String(row?.n);
}

test("signed-out visitors are sent to the staff sign-in, keeping where they were going", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin");
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await checkA11y();

  await page.goto("/admin/anything?x=1");
  await expect(page).toHaveURL(
    `/admin/login?redirectTo=${encodeURIComponent("/admin/anything?x=1")}`,
  );
  expect(consoleErrors).toEqual([]);
});

test("a candidate is refused at the staff sign-in and gets 403 on the staff area", async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  const elsewhere = await browser.newContext({ baseURL });
  await prepareVisitor(elsewhere);
  const candidate = await signUpCandidate(elsewhere.request, baseURL, "Carla Candidate");
  const direct = await elsewhere.request.get("/admin", { maxRedirects: 0 });
  expect(direct.status()).toBe(403);
  expect((await elsewhere.request.get("/admin/login")).status()).toBe(403);
  await elsewhere.close();

  await page.goto("/admin/login?redirectTo=%2Fadmin");
  await signIn(page, candidate.email, "correct-horse-battery");
  await expect(page.getByRole("alert")).toHaveText("You do not have access to the staff area");
  await expect(page).toHaveURL(/\/admin\/login/);
  await checkA11y();
  // Not let in: the refused sign-in left no session behind.
  await page.goto("/admin");
  await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin");
});

test("the admin signs in, returns to the page asked for and sees every dashboard card", async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await enrolBootstrapAdmin();
  await page.goto("/admin");
  await signIn(page, admin.email, admin.password);
  await enterSignInCode(page, admin.totpSecret);
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Posts",
    "Post categories",
    "Jobs",
    "Job categories",
    "Applications",
    "Leads",
    "Messages",
    "Email outbox",
    "Staff",
    "Invitations",
    "Audit log",
  ]);
  // The staff chrome, not the public site's: a way back to the site, no marketing footer.
  await expect(page.getByRole("banner").getByRole("link", { name: "View site" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("admin-session-confirmed"))).toBe("true");

  // Other specs may add rows meanwhile: compare against the database until both agree.
  await expect
    .poll(async () => {
      const expected = await Promise.all([
        count(`select count(*) n from job_applications where status = 'pending'`),
        count(`select count(*) n from job_posts where is_active`),
        count(`select count(*) n from leads`),
        count(`select count(*) n from email_outbox where status = 'sent'`),
        count(`select count(*) n from client_errors where created_at >= now() - interval '7 days'`),
      ]);
      await page.reload();
      const shown = await Promise.all([
        stat(page, "Applications", "pending").textContent(),
        stat(page, "Jobs", "active").textContent(),
        stat(page, "Leads", "total").textContent(),
        stat(page, "Email outbox", "sent").textContent(),
        stat(page, "Errors in visitors' browsers", "last 7 days").textContent(),
      ]);
      return JSON.stringify(shown) === JSON.stringify(expected);
    })
    .toBe(true);

  for (const card of ["Posts", "Contact messages"]) {
    await expect(page.getByRole("region", { name: card })).toBeVisible();
  }
  await expect(page.getByRole("img", { name: "Analytics events per day" })).toBeVisible();
  await expect(
    page.getByText(/events in the last 30 days|No events in the last 30 days/),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Email outbox" })).toContainText("Oldest pending");
  await waitForHydration(page);
  await checkA11y();

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/admin/login");
  expect(await page.evaluate(() => sessionStorage.getItem("admin-session-confirmed"))).toBeNull();
  expect((await page.request.get("/admin", { maxRedirects: 0 })).status()).toBe(302);
  // A sign-in code a parallel test of the shared admin used first is refused (400); the next is given.
  expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});

test("an editor sees only the sections and cards an editor may", async ({
  page,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const editor = await signUpCandidate(page.context().request, baseURL, "Eddie Editor");
  await grantRole(editor.id, "editor");
  await enrolSecondFactor(page.context().request, baseURL);
  await page.goto("/admin/login");
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("navigation", { name: "Staff area" }).getByRole("link")).toHaveText([
    "Dashboard",
    "Posts",
    "Post categories",
  ]);
  await expect(page.getByRole("region", { name: "Posts" })).toBeVisible();
  const published = await count(
    `select count(*) n from blog_posts where status = 'published' and publish_date <= now()`,
  );
  await expect(stat(page, "Posts", "published")).toHaveText(published);
  for (const hidden of [
    "Applications",
    "Jobs",
    "Leads",
    "Contact messages",
    "Email outbox",
    "Errors in visitors' browsers",
  ]) {
    await expect(page.getByRole("region", { name: hidden })).toHaveCount(0);
  }
  await expect(page.getByRole("img", { name: "Analytics events per day" })).toHaveCount(0);
  await waitForHydration(page);
  await checkA11y();
  expect(consoleErrors).toEqual([]);
});

test("every staff page fits a phone and a tablet without sideways scrolling", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  // Long unbreakable values in the dashboard's "recent" lists must wrap, not widen the page.
  const unbreakable = `${"x".repeat(90)}${Date.now()}@acme-industries.com`;
  await queryDb(`insert into leads (email, source) values ($1, 'landing-page')`, [unbreakable]);
  await queryDb(
    `insert into contact_messages (name, email, message) values ($1, $2, 'Hello there.')`,
    ["N".repeat(80), unbreakable],
  );
  const { context } = await staffSession(browser, baseURL, ["admin"], "Phoebe Phone");
  const page = await context.newPage();
  await page.goto("/admin");
  const sections = await page
    .getByRole("navigation", { name: "Staff area" })
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(sections.length).toBeGreaterThan(5);
  for (const width of [360, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...sections, "/admin/posts/new", "/admin/jobs/new"]) {
      await page.goto(path);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `${path} at ${width} px`).toBeLessThanOrEqual(widths.screen);
    }
  }
  await context.close();
});
