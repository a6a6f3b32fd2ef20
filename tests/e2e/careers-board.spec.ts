import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { uniqueClientAddress } from "../support/e2e-services";
import {
  expect,
  rememberCookieChoice,
  scrollIntoViewSettled,
  test,
  waitForHydration,
} from "./fixtures";

// The board runs on the seeded demo jobs (db/seed/jobs.ts): 33 open jobs besides internships,
// 5 open internships; expired and inactive ones are never listed.
const openBoardJobs = 33;

test.beforeEach(async ({ context }) => {
  await context.addInitScript(rememberCookieChoice);
});

// Pages are rendered on a busy machine and axe walks every card: give each test room.
test.describe.configure({ timeout: 90_000 });

const cards = (page: Page) => page.locator("main article");
const cardTitles = (page: Page) => page.locator("main article h3");
const status = (page: Page) => page.getByRole("status").filter({ hasText: /Showing|No matching/ });

/** Signs a new candidate up and in through the auth API; the session cookie lands in the context. */
async function signUp(context: BrowserContext, baseURL: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now().toString(36)}@example.org`;
  const password = "a-long-enough-password-42";
  const headers = { origin: baseURL, "x-forwarded-for": uniqueClientAddress() };
  const response = await context.request.post("/api/auth/sign-up/email", {
    headers,
    data: { name, email, password },
  });
  expect(response.status()).toBe(200);
  // Sign-up opens no session (the verification link would); sign in as a returning visitor.
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    headers,
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
  return email;
}

/** Waits until the board shows cards and every one of them contains `text`. */
async function expectEveryCard(page: Page, text: string) {
  await expect(cards(page).filter({ hasNotText: text })).toHaveCount(0);
  await expect(cards(page)).not.toHaveCount(0);
}

test.describe("careers board", () => {
  test("lists open jobs, featured first, 20 a page, without internships", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    await expect(status(page)).toHaveText(`Showing 1–20 of ${openBoardJobs} jobs`);
    // The header counts what the list counts: internships are on their own page, not in either.
    const openRoles = page.locator("dl > div", {
      has: page.locator("dt", { hasText: "open roles" }),
    });
    await expect(openRoles.locator("dd")).toHaveText(String(openBoardJobs));
    await expect(cards(page)).toHaveCount(20);
    // Featured jobs come first.
    await expect(cards(page).first()).toContainText("Featured");
    const titles = await cardTitles(page).allTextContents();
    expect(titles).not.toContain("Software Engineering Intern");
    expect(titles).not.toContain("Head of Data Science"); // expired
    expect(titles).not.toContain("Design Director"); // inactive
    // The card: category, 3 tags then '+N more', facts and the posted date.
    const fullStack = cards(page).filter({
      hasText: "Senior Full-Stack Engineer (React, Node.js)",
    });
    await expect(fullStack.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveText([
      "React",
      "TypeScript",
      "Node.js",
      "+2 more",
    ]);
    await expect(fullStack).toContainText("Engineering");
    await expect(fullStack).toContainText("$120,000 - $150,000");
    await expect(fullStack).toContainText("Remote (United States, Canada)");
    await expect(fullStack).toContainText("Full-time");
    await expect(fullStack).toContainText("Senior Level");
    await expect(fullStack).toContainText(/Posted [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const clamp = await fullStack
      .locator("p.line-clamp-3")
      .evaluate((element) => getComputedStyle(element).webkitLineClamp);
    expect(clamp).toBe("3");
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });

  test("pages with links that keep the filters in the URL", async ({ page, checkA11y }) => {
    await page.goto("/careers");
    await waitForHydration(page);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const firstPage = await cardTitles(page).allTextContents();
    const next = pagination.getByRole("link", { name: "Next" });
    await scrollIntoViewSettled(next);
    await next.click();
    await expect(page).toHaveURL(/\/careers\?page=2$/);
    await expect(status(page)).toHaveText(`Showing 21–${openBoardJobs} of ${openBoardJobs} jobs`);
    await expect(cards(page)).toHaveCount(openBoardJobs - 20);
    const secondPage = await cardTitles(page).allTextContents();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    await checkA11y();

    // A page past the end shows the last page; filters survive paging.
    await page.goto("/careers?page=40");
    await expect(status(page)).toHaveText(`Showing 21–${openBoardJobs} of ${openBoardJobs} jobs`);
    await page.goto("/careers?type=full-time");
    const fullTime = await status(page).textContent();
    const total = Number(/of (\d+)/.exec(fullTime ?? "")?.[1]);
    expect(total).toBeGreaterThan(0);
    if (total > 20) {
      await scrollIntoViewSettled(next);
      await next.click();
      await expect(page).toHaveURL(/type=full-time&page=2/);
    }
  });

  test("searches title, company, location and description as you type", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/careers");
    await waitForHydration(page);
    const search = page.getByRole("searchbox", { name: "Search" });

    await search.fill("HALCYON");
    await expect(page).toHaveURL(/\/careers\?q=HALCYON$/);
    await expectEveryCard(page, "Halcyon Ledger");

    await search.fill("toronto");
    await expect(page).toHaveURL(/q=toronto/);
    await expectEveryCard(page, "Toronto");

    // Only in a description.
    await search.fill("offline-first sync");
    await expect(cardTitles(page)).toHaveText(["Mobile Engineer (Flutter)"]);

    await search.fill("machine learning");
    await expect(cardTitles(page)).toHaveText(["Machine Learning Engineer (LLMs)"]);
    await expect(status(page)).toHaveText("Showing 1–1 of 1 job");
    await checkA11y();
  });

  test("filters by category, type and level, each defaulting to all", async ({ page }) => {
    await page.goto("/careers");
    await waitForHydration(page);
    const category = page.getByLabel("Category");
    const type = page.getByLabel("Job type");
    const level = page.getByLabel("Experience level");
    await expect(category).toHaveValue("all");
    await expect(type).toHaveValue("all");
    await expect(level).toHaveValue("all");
    await expect(category.locator("option").first()).toHaveText("All Categories");
    await expect(type.locator("option")).toHaveText([
      "All Types",
      "Full-time",
      "Part-time",
      "Contract",
      "Internship",
      "Freelance",
    ]);
    await expect(level.locator("option")).toHaveText([
      "All Levels",
      "Entry Level",
      "Mid Level",
      "Senior Level",
      "Executive",
    ]);

    await category.selectOption({ label: "Design" });
    await expect(page).toHaveURL(/\/careers\?category=design$/);
    await expectEveryCard(page, "Design");

    await type.selectOption({ label: "Freelance" });
    await expect(page).toHaveURL(/category=design&type=freelance$/);
    await expect(cardTitles(page)).toHaveText(["UX/UI Designer (Freelance)"]);

    await category.selectOption("all");
    await level.selectOption({ label: "Executive" });
    await expect(page).toHaveURL(/\/careers\?type=freelance&level=executive$/);
    await expect(cardTitles(page)).toHaveText(["Fractional CTO"]);

    for (const [value, label] of [
      ["part-time", "Part-time"],
      ["contract", "Contract"],
      ["full-time", "Full-time"],
    ] as const) {
      await level.selectOption("all");
      await type.selectOption(value);
      await expect(page).toHaveURL(new RegExp(`type=${value}$`));
      await expectEveryCard(page, label);
    }
    for (const [value, label] of [
      ["entry", "Entry Level"],
      ["mid", "Mid Level"],
      ["senior", "Senior Level"],
    ] as const) {
      await type.selectOption("all");
      await level.selectOption(value);
      await expect(page).toHaveURL(new RegExp(`level=${value}$`));
      await expectEveryCard(page, label);
    }

    // The old spelling of a level in a shared link still works.
    await page.goto("/careers?level=mid-level");
    await expect(level).toHaveValue("mid");
    await expectEveryCard(page, "Mid Level");
  });

  test("shows internships only when the type filter is Internship", async ({ page }) => {
    await page.goto("/careers");
    await waitForHydration(page);
    await expect(cards(page).filter({ hasText: "Internship" })).toHaveCount(0);
    await page.getByLabel("Job type").selectOption({ label: "Internship" });
    await expect(page).toHaveURL(/\/careers\?type=internship$/);
    await expect(status(page)).toHaveText("Showing 1–5 of 5 jobs");
    await expectEveryCard(page, "Internship");
    const titles = await cardTitles(page).allTextContents();
    expect(titles).toContain("Software Engineering Intern");
    expect(titles).not.toContain("QA Intern"); // expired
    expect(titles).not.toContain("DevOps Intern"); // inactive
  });

  test("keeps the board's state in the URL: reload, share and back", async ({ page }) => {
    await page.goto("/careers?q=engineer&category=engineering&type=full-time&level=senior");
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("engineer");
    await expect(page.getByLabel("Category")).toHaveValue("engineering");
    await expect(page.getByLabel("Job type")).toHaveValue("full-time");
    await expect(page.getByLabel("Experience level")).toHaveValue("senior");
    const filtered = await cardTitles(page).allTextContents();
    expect(filtered.length).toBeGreaterThan(0);
    await page.reload();
    await expect(cardTitles(page)).toHaveText(filtered);
    // Filters apply on change only once the page is interactive.
    await waitForHydration(page);

    await page.getByLabel("Experience level").selectOption("all");
    await expect(page).toHaveURL(/\/careers\?q=engineer&category=engineering&type=full-time$/);
    await page.goBack();
    await expect(page).toHaveURL(/level=senior/);
    await expect(page.getByLabel("Experience level")).toHaveValue("senior");
    await expect(cardTitles(page)).toHaveText(filtered);
  });

  test("says 'No jobs found' with a way back, and survives odd input", async ({
    page,
    checkA11y,
  }) => {
    await page.goto("/careers?q=zzzz-no-such-job");
    await expect(page.getByRole("heading", { name: "No jobs found" })).toBeVisible();
    await expect(status(page)).toHaveText("No matching jobs");
    await checkA11y();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(cards(page)).toHaveCount(20);

    for (const query of [
      "q=%25",
      "q=_",
      "type=astronaut&page=-1",
      "category=%3Cscript%3E",
      "page=abc",
    ]) {
      const response = await page.goto(`/careers?${query}`);
      expect(response?.status(), query).toBe(200);
    }
    // A category that does not exist shows every job, as unknown values of the other filters do.
    await page.goto("/careers?category=no-such-category");
    await expect(cards(page)).toHaveCount(20);
  });

  test("filters and pages without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/careers");
    await page.getByLabel("Job type").selectOption("contract");
    await page.getByLabel("Experience level").selectOption("mid");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/type=contract/);
    await expect(page).toHaveURL(/level=mid/);
    await expectEveryCard(page, "Contract");
    await expectEveryCard(page, "Mid Level");
    await page.getByRole("searchbox", { name: "Search" }).fill("shopify");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(cardTitles(page)).toHaveText(["Shopify Developer"]);

    await page.goto("/careers");
    // Followed from the keyboard: a click aims at where the link was, and without JavaScript the
    // page may still move under it as its web fonts arrive (CI on 00a5578 clicked beside it).
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Next" })
      .focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(openBoardJobs - 20);
    await context.close();
  });
});

test.describe("saving jobs from the board", () => {
  test("anonymous visitors get a login link that comes back to the board", async ({ page }) => {
    await page.goto("/careers?type=contract");
    const title = (await cardTitles(page).first().textContent()) ?? "";
    const login = page.getByRole("link", { name: `Log in to save ${title}` });
    // The way back carries the job, which the sign-in saves (candidate-journeys.spec.ts).
    await expect(login).toHaveAttribute(
      "href",
      new RegExp(
        `^/user/login\\?redirectTo=${encodeURIComponent("/careers?type=contract&saveJob=")}[0-9a-f-]{36}$`,
      ),
    );
    const api = await page.request.post("/api/saved-jobs", {
      headers: { origin: new URL(page.url()).origin, accept: "application/json" },
      form: { jobId: "00000000-0000-4000-8000-000000000000", intent: "save" },
      maxRedirects: 0,
    });
    expect(api.status()).toBe(401);
  });

  test("a signed-in candidate saves and unsaves with instant feedback", async ({
    page,
    context,
    baseURL,
    checkA11y,
    consoleErrors,
  }) => {
    await signUp(context, baseURL as string, "Grace Hopper");
    await page.goto("/careers");
    await waitForHydration(page);
    const title = "Senior Full-Stack Engineer (React, Node.js)";
    const save = page.getByRole("button", { name: `Save ${title}` });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Job saved")).toBeVisible();
    await checkA11y();

    await page.reload();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    // Saved state is also on the job's page.
    await page.goto("/careers/job/senior-full-stack-engineer-react-node");
    await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/careers");
    await waitForHydration(page);
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText("Removed from saved jobs")).toBeVisible();
    await page.reload();
    await expect(save).toHaveAttribute("aria-pressed", "false");
    expect(consoleErrors).toEqual([]);
  });

  test("a signed-in candidate's board, static as everyone's (ADR 097), filters on change too", async ({
    page,
    context,
    baseURL,
  }) => {
    await signUp(context, baseURL as string, "Katherine Johnson");
    await page.goto("/careers");
    await waitForHydration(page);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await page.getByLabel("Category").selectOption({ label: "Design" });
    await expect(page).toHaveURL(/\/careers\?category=design$/);
    await expectEveryCard(page, "Design");
    await page.getByRole("searchbox", { name: "Search" }).fill("freelance");
    await expect(page).toHaveURL(/\/careers\?q=freelance&category=design$/);
    await expect(cardTitles(page)).toHaveText(["UX/UI Designer (Freelance)"]);
  });

  test("saving works without JavaScript: the form posts and comes back", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await signUp(context, baseURL as string, "Ada Lovelace");
    const page = await context.newPage();
    await page.goto("/careers?category=devops");
    const title = "Senior DevOps Engineer (AWS, Terraform)";
    const save = page.getByRole("button", { name: `Save ${title}` });
    await save.click();
    await expect(page).toHaveURL(/\/careers\?category=devops$/);
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: "Job saved" })).toBeVisible();
    await save.click();
    await expect(page).toHaveURL(/\/careers\?category=devops$/);
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await context.close();
  });

  test("one candidate cannot unsave another's job", async ({ browser, baseURL }) => {
    const owner = await browser.newContext({ baseURL });
    const other = await browser.newContext({ baseURL });
    await owner.addInitScript(rememberCookieChoice);
    await signUp(owner, baseURL as string, "Owner Person");
    await signUp(other, baseURL as string, "Other Person");
    const ownerPage = await owner.newPage();
    await ownerPage.goto("/careers");
    const title = "Machine Learning Engineer (LLMs)";
    await ownerPage.getByRole("button", { name: `Save ${title}` }).click();
    await expect(ownerPage.getByRole("button", { name: `Save ${title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const jobId = await ownerPage
      .locator("main form", { has: ownerPage.getByRole("button", { name: `Save ${title}` }) })
      .locator('input[name="jobId"]')
      .inputValue();

    const answer = await postAs(other.request, baseURL as string, { jobId, intent: "unsave" });
    expect(answer).toEqual({ ok: true, jobId, saved: false });
    await ownerPage.reload();
    await expect(ownerPage.getByRole("button", { name: `Save ${title}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await owner.close();
    await other.close();
  });
});

async function postAs(request: APIRequestContext, origin: string, form: Record<string, string>) {
  const response = await request.post("/api/saved-jobs", {
    headers: { origin, accept: "application/json" },
    form,
  });
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe("internships", () => {
  test("lists open internships with search, details and apply links", async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    await page.goto("/internship");
    await expect(page.getByRole("heading", { level: 1, name: "Internships" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Careers" })).toHaveAttribute(
      "href",
      "/careers",
    );
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByRole("status").filter({ hasText: "internships open" })).toHaveText(
      "5 internships open",
    );
    const titles = await cardTitles(page).allTextContents();
    expect(titles).not.toContain("QA Intern"); // expired
    expect(titles).not.toContain("DevOps Intern"); // inactive
    for (const card of await cards(page).all()) {
      const description = (await card.locator("p").first().textContent()) ?? "";
      expect(description.length).toBeLessThanOrEqual(153);
      await expect(card).toContainText("Internship");
    }
    const first = cards(page).filter({ hasText: "Software Engineering Intern (Platform)" });
    const slug = "software-engineering-intern-tidewater-freight";
    await expect(
      first.getByRole("link", { name: "View Details of Software Engineering Intern (Platform)" }),
    ).toHaveAttribute("href", `/careers/job/${slug}`);
    await expect(
      first.getByRole("link", { name: "Apply Now for Software Engineering Intern (Platform)" }),
    ).toHaveAttribute("href", `/careers/job/${slug}/apply`);
    const more = page.getByRole("region", { name: "Not a student any more?" });
    await expect(more.getByRole("link", { name: "View all jobs" })).toHaveAttribute(
      "href",
      "/careers",
    );
    await expect(more.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await checkA11y();

    await page.getByRole("searchbox", { name: "Search internships" }).fill("tidewater");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/internship\?q=tidewater$/);
    await expect(cardTitles(page)).toHaveText(["Software Engineering Intern (Platform)"]);

    await page.goto("/internship?q=zzzz");
    await expect(page.getByRole("heading", { name: "No internships found" })).toBeVisible();
    await checkA11y();
    expect(consoleErrors).toEqual([]);
  });
});
