import { createJob, prepareVisitor, signUpCandidate } from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { expect as baseExpect, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await prepareVisitor(context);
});

test("signed-out visitors get the login-required screens, with links to log in and to the jobs", async ({
  page,
  checkA11y,
}) => {
  for (const [path, message] of [
    ["/user/applications", "Please log in to see your job applications."],
    ["/user/saved-jobs", "Please log in to see the jobs you saved."],
  ] as const) {
    const response = await page.goto(path);
    // The page itself answers (no redirect): it explains and links on.
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      `/user/login?redirectTo=${encodeURIComponent(path)}`,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Browse Jobs" })).toHaveAttribute(
      "href",
      "/careers",
    );
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await checkA11y();
  }
});

const longLetter =
  "I have spent eight years building distributed systems for payments and logistics. " +
  "Most recently I led a team of six engineers migrating a monolith to event-driven services, " +
  "cutting checkout latency by half while keeping every release reversible.";

test("my applications: newest first, the four status colours and a neutral one, Read More past 150 characters", async ({
  page,
  context,
  baseURL,
  checkA11y,
}) => {
  const candidate = await signUpCandidate(context.request, baseURL, "Annie Easley");
  const other = await createJob({ title: "Someone else's job" });
  // Another candidate's application to another job must not show up.
  const otherId = `other-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await queryDb(`insert into "user" (id, name, email) values ($1, 'Other', $2)`, [
    otherId,
    `${otherId}@example.org`,
  ]);
  await queryDb(
    `insert into job_applications (job_id, user_id, applicant_name, applicant_email, cover_letter)
     values ($1, $2, 'Other', 'other@example.org', 'Not mine')`,
    [other.id, otherId],
  );
  const statuses = ["pending", "approved", "rejected", "under_review", "on_hold"];
  const jobs = [];
  for (const [index, status] of statuses.entries()) {
    const job = await createJob({ title: `Role ${index + 1} (${status})` });
    jobs.push(job);
    await queryDb(
      `insert into job_applications (job_id, user_id, applicant_name, applicant_email, cover_letter, status, created_at)
       values ($1, $2, 'Annie Easley', $3, $4, $5, now() - ($6 || ' minutes')::interval)`,
      [
        job.id,
        candidate.id,
        candidate.email,
        index === 0 ? longLetter : `Short letter ${index}`,
        status,
        String(10 - index),
      ],
    );
  }
  await page.goto("/user/applications");
  await expect(page.getByRole("heading", { name: "My Applications", level: 1 })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(5);
  // Newest first: the last inserted has the latest created_at.
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
    "Role 5 (on_hold)",
    "Role 4 (under_review)",
    "Role 3 (rejected)",
    "Role 2 (approved)",
    "Role 1 (pending)",
  ]);
  await expect(page.getByText("Someone else's job")).toHaveCount(0);

  const expected: Array<[string, string, string]> = [
    ["Role 1 (pending)", "PENDING", "yellow"],
    ["Role 2 (approved)", "APPROVED", "green"],
    ["Role 3 (rejected)", "REJECTED", "red"],
    ["Role 4 (under_review)", "UNDER REVIEW", "blue"],
    ["Role 5 (on_hold)", "ON HOLD", "neutral"],
  ];
  const backgrounds = new Set<string>();
  for (const [title, label, color] of expected) {
    const badge = cards.filter({ hasText: title }).locator("[data-status-color]");
    await expect(badge).toHaveText(label);
    await expect(badge).toHaveAttribute("data-status-color", color);
    backgrounds.add(await badge.evaluate((element) => getComputedStyle(element).backgroundColor));
  }
  expect(backgrounds.size).toBe(5);

  // Only the long letter gets Read More; it expands and collapses.
  await expect(page.getByRole("button", { name: "Read More" })).toHaveCount(1);
  const first = cards.filter({ hasText: "Role 1 (pending)" });
  await expect(first.getByText(longLetter)).toHaveCount(0);
  await expect(first.getByText(/^I have spent eight years.*\.\.\.$/)).toBeVisible();
  const toggle = first.getByRole("button", { name: "Read More" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(first.getByText(longLetter)).toBeVisible();
  await expect(first.getByRole("button", { name: "Show Less" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(
    cards.filter({ hasText: "Role 2 (approved)" }).getByText("Short letter 1"),
  ).toBeVisible();
  await checkA11y();

  // Dark theme keeps the contrast.
  await context.addCookies([{ name: "theme", value: "dark", url: baseURL as string }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await checkA11y();
});

test("without JavaScript, Read More opens the whole letter", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await prepareVisitor(context);
  const page = await context.newPage();
  const candidate = await signUpCandidate(context.request, baseURL, "Evelyn Boyd");
  const job = await createJob();
  await queryDb(
    `insert into job_applications (job_id, user_id, applicant_name, applicant_email, cover_letter)
     values ($1, $2, 'Evelyn Boyd', $3, $4)`,
    [job.id, candidate.id, candidate.email, longLetter],
  );
  await page.goto("/user/applications");
  await expect(page.getByText(longLetter)).toBeHidden();
  await page.getByText("Read More").click();
  await expect(page.getByText(longLetter)).toBeVisible();
  await context.close();
});

test("empty states", async ({ page, context, baseURL, checkA11y }) => {
  await signUpCandidate(context.request, baseURL, "Joan Clarke");
  await page.goto("/user/applications");
  await expect(page.getByRole("heading", { name: "No Applications Yet" })).toBeVisible();
  await checkA11y();
  await page.goto("/user/saved-jobs");
  await expect(page.getByRole("heading", { name: "No Saved Jobs Yet" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Browse Jobs" })).toHaveAttribute(
    "href",
    "/careers",
  );
  await checkA11y();
});

test("saved jobs: only open jobs, most recently saved first, and unsaving removes one", async ({
  page,
  context,
  baseURL,
  checkA11y,
}) => {
  const candidate = await signUpCandidate(context.request, baseURL, "Margaret Hamilton");
  const older = await createJob({ title: "Apollo Guidance Engineer" });
  const newer = await createJob({ title: "Flight Software Lead" });
  const closed = await createJob({ title: "Closed Role", active: false });
  const expired = await createJob({
    title: "Expired Role",
    deadline: new Date(Date.now() - 60_000),
  });
  for (const [job, minutesAgo] of [
    [older, 30],
    [newer, 20],
    [closed, 10],
    [expired, 5],
  ] as const) {
    await queryDb(
      `insert into saved_jobs (user_id, job_id, created_at) values ($1, $2, now() - ($3 || ' minutes')::interval)`,
      [candidate.id, job.id, String(minutesAgo)],
    );
  }
  await page.goto("/user/saved-jobs");
  await expect(page.getByRole("heading", { name: "Saved Jobs", level: 1 })).toBeVisible();
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText([
    "Flight Software Lead",
    "Apollo Guidance Engineer",
  ]);
  await expect(page.getByText("Closed Role")).toHaveCount(0);
  await expect(page.getByText("Expired Role")).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: "Apply now for Flight Software Lead" }),
  ).toHaveAttribute("href", `/careers/job/${newer.slug}/apply`);
  await checkA11y();

  const unsave = page.getByRole("button", { name: "Save Flight Software Lead" });
  await expect(unsave).toHaveAttribute("aria-pressed", "true");
  await unsave.click();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(
    "Apollo Guidance Engineer",
  );
  const rows = await queryDb<{ job_id: string }>(
    "select job_id from saved_jobs where user_id = $1",
    [candidate.id],
  );
  expect(rows.map((row) => row.job_id).sort()).toEqual([older.id, closed.id, expired.id].sort());
});
