import type { APIRequestContext, Page } from "@playwright/test";
import { grantRole, prepareVisitor, signUpCandidate } from "../support/candidates";
import { expectLongDescriptionRefused } from "../support/category-form";
import { queryDb } from "../support/e2e-services";
import { enrolSecondFactor, staffSession } from "../support/staff";
import { expect as baseExpect, test, waitForHydration } from "./fixtures";

// Saving runs on a loaded machine next to other specs: give each step room.
const expect = baseExpect.configure({ timeout: 20_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

function rowOf(page: Page, title: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
}

/** The careers board searched for `title`: the job's card, or none. */
async function boardCards(page: Page, title: string) {
  await page.goto(`/careers?q=${encodeURIComponent(title)}`);
  return page.locator("main article h3").filter({ hasText: title });
}

async function feedHas(request: APIRequestContext, title: string): Promise<boolean> {
  const response = await request.get("/jobs/feed.xml");
  expect(response.status()).toBe(200);
  return (await response.text()).includes(title);
}

/** Whether any job sitemap file lists the job's page. */
async function sitemapHas(request: APIRequestContext, slug: string): Promise<boolean> {
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/jobs[^<]*)<\/loc>/g)].map((m) => m[1]);
  for (const file of files) {
    if ((await (await request.get(file as string)).text()).includes(`/careers/job/${slug}<`)) {
      return true;
    }
  }
  return false;
}

/** Runs a row action on the staff list searched for `title` and waits for its toast. */
async function rowAction(page: Page, title: string, action: string, toastTitle: string) {
  await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
  await rowOf(page, title)
    .getByRole("button", { name: `${action} “${title}”` })
    .click();
  await expect(toast(page, toastTitle)).toBeVisible();
}

/**
 * The form's 400 and 409 answers to invalid fields, and the closed job's 410 page, are the site
 * working, not a fault.
 */
function unexpectedErrors(errors: string[]) {
  return errors.filter(
    (error) => !/the server responded with a status of (400|409|404|410)/.test(error),
  );
}

test("a recruiter creates, edits, features, closes, reopens and deletes a job", async ({
  browser,
  baseURL,
  checkA11y,
  request,
}) => {
  test.slow();
  const { context } = await staffSession(browser, baseURL, ["recruiter"], "Rita Recruiter");
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const title = `Platform Engineer E2E ${unique()}`;
  const slug = title.toLowerCase().replaceAll(" ", "-");

  await page.goto("/admin/jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await waitForHydration(page);
  await checkA11y(page);
  await page.getByRole("link", { name: "New job" }).click();
  await expect(page).toHaveURL("/admin/jobs/new");
  await expect(page.getByRole("heading", { level: 1, name: "New job" })).toBeVisible();
  await checkA11y(page);

  // Missing fields are named next to the fields, and the first one gets the focus.
  const form = page.getByRole("form", { name: "Job details" });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expect(field("Slug")).toHaveAccessibleDescription(/The job's address: \/careers\/job\/…\./);
  await form.getByRole("button", { name: "Create job" }).click();
  await expect(field("Title")).toHaveAccessibleDescription(/Please enter the title\./);
  await expect(field("Title")).toBeFocused();
  await expect(field("Description")).toHaveAccessibleDescription(/Please enter the description\./);
  await checkA11y(page);

  await field("Title").fill(title);
  await expect(field("Slug")).toHaveValue(slug);
  await field("Company name").fill("Quillstack");
  await field("Location").fill("Remote (Portugal)");
  await field("Applicant locations (optional)").fill("Portugal\nSpain");
  await field("Category").selectOption({ label: "Cloud & DevOps" });
  await field("Tags (optional)").fill("Kubernetes, Terraform");
  await form
    .getByLabel("Description", { exact: true })
    .fill("Run the platform our client teams ship on.");
  await field("Requirements (optional)").fill(
    "Five years running Kubernetes\nTerraform in production",
  );
  await form.getByRole("button", { name: "Create job" }).click();
  await expect(toast(page, "Job created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/jobs\/[0-9a-f-]{36}$/);
  const editUrl = new URL(page.url()).pathname;
  const jobId = editUrl.split("/").at(-1) as string;
  await expect(page.getByRole("heading", { level: 1, name: "Edit job" })).toBeVisible();
  await checkA11y(page);

  // On the board and on its page.
  await expect(await boardCards(page, title)).toHaveCount(1);
  await page.goto(`/careers/job/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Terraform in production")).toBeVisible();
  await expect(page.getByText("Open to applicants in Portugal, Spain")).toBeVisible();
  await checkA11y(page);

  // A second job with the same slug is refused next to the slug field.
  await page.goto("/admin/jobs/new");
  await field("Title").fill(title);
  await field("Company name").fill("Quillstack");
  await field("Location").fill("Remote");
  await field("Description").fill("A copy.");
  await form.getByRole("button", { name: "Create job" }).click();
  await expect(field("Slug")).toHaveAccessibleDescription(/Another job already uses this slug/);
  await checkA11y(page);

  // Edit: the salary shows on the job's page.
  await page.goto(editUrl);
  await field("Salary range (optional)").fill("$140,000 - $170,000");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Job saved")).toBeVisible();
  await page.goto(`/careers/job/${slug}`);
  await expect(page.getByText("$140,000 - $170,000").first()).toBeVisible();

  // Feature it.
  await rowAction(page, title, "Feature", "Job featured");
  await expect(rowOf(page, title)).toContainText("Yes");
  await expect(page.getByText("1 job matches.")).toBeVisible();
  await checkA11y(page);

  // Deactivate: gone from the board and the feed, and its page answers as gone.
  await rowAction(page, title, "Deactivate", "Job deactivated");
  await expect(rowOf(page, title)).toContainText("Inactive");
  await page.goto(`/admin/jobs?status=closed&q=${encodeURIComponent(title)}`);
  await expect(rowOf(page, title)).toBeVisible();
  await expect(await boardCards(page, title)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No jobs found" })).toBeVisible();
  expect(await feedHas(context.request, title)).toBe(false);
  expect(await sitemapHas(context.request, slug)).toBe(false);
  const closed = await page.goto(`/careers/job/${slug}`);
  expect(closed?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job Not Found");

  // Reactivate: back on the board and in the feed.
  await rowAction(page, title, "Activate", "Job activated");
  await expect(rowOf(page, title)).toContainText("Open");
  await expect(await boardCards(page, title)).toHaveCount(1);
  expect(await feedHas(context.request, title)).toBe(true);
  expect(await sitemapHas(context.request, slug)).toBe(true);

  const audit = await queryDb<{ action: string; actor_email: string }>(
    "select action, actor_email from audit_log where entity_id = $1 order by created_at",
    [jobId],
  );
  expect(audit.map((entry) => entry.action)).toEqual([
    "job.create",
    "job.update",
    "job.feature",
    "job.deactivate",
    "job.activate",
  ]);

  // A new slug: the old address, which visitors may have in the page cache, answers 301 to the
  // new one (query kept); the sitemap lists the new address only.
  expect((await request.get(`/careers/job/${slug}`)).status()).toBe(200);
  const newSlug = `${slug}-lisbon`;
  await page.goto(editUrl);
  await field("Slug").fill(newSlug);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Job saved")).toBeVisible();
  await expect
    .poll(async () => {
      const moved = await request.get(`/careers/job/${slug}?ref=mail`, { maxRedirects: 0 });
      return [moved.status(), moved.headers().location];
    })
    .toEqual([301, `/careers/job/${newSlug}?ref=mail`]);
  const apply = await request.get(`/careers/job/${slug}/apply`, { maxRedirects: 0 });
  expect([apply.status(), apply.headers().location]).toEqual([
    301,
    `/careers/job/${newSlug}/apply`,
  ]);
  await page.goto(`/careers/job/${slug}`);
  await expect(page).toHaveURL(`/careers/job/${newSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await sitemapHas(context.request, newSlug)).toBe(true);
  expect(await sitemapHas(context.request, slug)).toBe(false);

  // Delete, confirmed in a dialog that offers deactivating instead.
  await page.goto(editUrl);
  await page.getByRole("button", { name: "Delete job" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${title}”?` });
  await expect(dialog).toContainText("It has no applications.");
  await expect(dialog).toContainText("deactivate it instead");
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete job" })).toBeFocused();
  await page.getByRole("button", { name: "Delete job" }).click();
  await dialog.getByRole("button", { name: "Delete job" }).click();
  await expect(toast(page, "Job deleted")).toContainText(
    `“${title}” was deleted. It had no applications.`,
  );
  await expect(page).toHaveURL("/admin/jobs");
  expect(await queryDb("select id from job_posts where id = $1", [jobId])).toEqual([]);

  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

test("a recruiter manages job categories", async ({ browser, baseURL, checkA11y }) => {
  test.slow();
  const { context } = await staffSession(browser, baseURL, ["recruiter"], "Rita Recruiter");
  const page = await context.newPage();
  const name = `E2E Category ${unique()}`;

  await page.goto("/admin/job-categories");
  await expect(page.getByRole("heading", { level: 1, name: "Job categories" })).toBeVisible();
  await waitForHydration(page);
  await checkA11y(page);

  const form = page.getByRole("form", { name: "New category" });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Name").fill(name);
  await field("Description (optional)").fill("Made by the end-to-end tests.");
  await form.getByRole("button", { name: "Create category" }).click();
  await expect(toast(page, "Category created")).toBeVisible();
  await expect(rowOf(page, name)).toContainText("0 (0 open)");
  // The form starts again empty for the next category.
  await expect(field("Name")).toHaveValue("");
  await expect(field("Description (optional)")).toHaveValue("");

  // The same name again, in other case, is refused next to the field, which takes the focus.
  await field("Name").fill(name.toUpperCase());
  await form.getByRole("button", { name: "Create category" }).click();
  await expect(field("Name")).toHaveAccessibleDescription(
    `A category named “${name.toUpperCase()}” already exists: choose another name.`,
  );
  await expect(field("Name")).toBeFocused();
  await checkA11y(page);

  await expectLongDescriptionRefused(form, `${name} Long`, "job_categories");

  // Edit.
  await rowOf(page, name)
    .getByRole("link", { name: `Edit “${name}”` })
    .click();
  const edit = page.getByRole("form", { name: `Edit “${name}”` });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await expect(edit.getByLabel("Description (optional)")).toHaveValue(
    "Made by the end-to-end tests.",
  );
  await edit.getByLabel("Name").fill(`${name} Renamed`);
  await edit.getByRole("button", { name: "Save category" }).click();
  await expect(toast(page, "Category saved")).toBeVisible();
  const renamed = `${name} Renamed`;
  await expect(rowOf(page, renamed)).toBeVisible();

  // A job in it becomes uncategorised when it is deleted.
  const [category] = await queryDb<{ id: string }>(
    "select id from job_categories where name = $1",
    [renamed],
  );
  const [job] = await queryDb<{ id: string }>(
    `insert into job_posts (slug, title, company_name, location, description, job_type, experience_level, category_id)
     values ($1, $1, 'Quillstack', 'Remote', 'd', 'contract', 'mid', $2) returning id`,
    [`e2e-category-job-${unique()}`, category?.id],
  );
  await page.reload();
  await expect(rowOf(page, renamed)).toContainText("1 (1 open)");
  await rowOf(page, renamed)
    .getByRole("button", { name: `Delete “${renamed}”` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Delete “${renamed}”?` });
  await expect(dialog).toContainText("Its 1 job will stay, without a category.");
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Delete category" }).click();
  await expect(toast(page, "Category deleted")).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  expect(await queryDb("select category_id from job_posts where id = $1", [job?.id])).toEqual([
    { category_id: null },
  ]);
  const audit = await queryDb<{ action: string }>(
    "select action from audit_log where entity_type = 'job_category' and entity_id = $1 order by created_at",
    [category?.id],
  );
  expect(audit.map((entry) => entry.action)).toEqual([
    "job_category.create",
    "job_category.update",
    "job_category.delete",
  ]);
  await queryDb("delete from job_posts where id = $1", [job?.id]);
  await context.close();
});

/** The new-job form with the fields every job needs filled in. */
async function fillNewJob(page: Page, title: string) {
  const form = page.getByRole("form", { name: "Job details" });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Title").fill(title);
  await field("Company name").fill("Quillstack");
  await field("Location").fill("Remote");
  await field("Description").fill("Read the numbers.");
  return { form, field };
}

test("a job the server refuses is not saved: the message next to its field, which takes the focus", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const { context } = await staffSession(browser, baseURL, ["recruiter"], "Rita Recruiter");
  const page = await context.newPage();
  const title = `Refused Analyst ${unique()}`;

  await page.goto("/admin/jobs/new");
  await waitForHydration(page);
  const { form, field } = await fillNewJob(page, title);
  await field("Featured").check();
  await field("Open Graph image (optional)").fill("http://example.com/card.png");
  await form.getByRole("button", { name: "Create job" }).click();

  const image = field("Open Graph image (optional)");
  await expect(image).toHaveAccessibleDescription(
    /^Use a path on this site \(starting with \/\) or an https:\/\/ address\./,
  );
  await expect(image).toHaveAttribute("aria-invalid", "true");
  await expect(image).toBeFocused();
  await expect(page.getByText("Please check the highlighted fields.")).toBeVisible();
  // What was typed and ticked is still there to correct.
  await expect(field("Title")).toHaveValue(title);
  await expect(field("Featured")).toBeChecked();
  await expect(field("Active")).toBeChecked();
  await checkA11y(page);
  expect(await queryDb("select id from job_posts where title = $1", [title])).toEqual([]);
  await context.close();
});

test("an editor may not open the staff jobs pages", async ({ browser, baseURL }) => {
  const { context } = await staffSession(browser, baseURL, ["editor"], "Eddie Editor");
  const page = await context.newPage();
  for (const path of ["/admin/jobs", "/admin/jobs/new", "/admin/job-categories"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
  await context.close();
});

test("without JavaScript a recruiter creates a job and deletes it through the confirm step", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await prepareVisitor(context);
  const user = await signUpCandidate(context.request, baseURL, "Nora NoScript");
  await grantRole(user.id, "recruiter");
  await enrolSecondFactor(context.request, baseURL);
  const page = await context.newPage();
  const title = `No Script Analyst ${unique()}`;

  // A bad id is a 404 inside the staff area.
  expect((await page.goto("/admin/jobs/not-a-job"))?.status()).toBe(404);
  expect((await page.goto("/admin/jobs/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);

  await page.goto("/admin/jobs/new");
  const { form, field } = await fillNewJob(page, title);
  await field("Application deadline (optional)").fill("2001-01-01");
  await form.getByRole("button", { name: "Create job" }).click();
  await expect(field("Application deadline (optional)")).toHaveAccessibleDescription(
    /This date has passed/,
  );
  await field("Application deadline (optional)").fill("");
  await form.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit job" })).toBeVisible();
  const jobId = new URL(page.url()).pathname.split("/").at(-1);

  await page.getByRole("link", { name: "Delete job" }).click();
  const confirm = page.getByRole("region", { name: `Delete “${title}”?` });
  await expect(confirm).toContainText("It has no applications.");
  await confirm.getByRole("button", { name: "Delete job" }).click();
  await expect(page).toHaveURL("/admin/jobs");
  expect(await queryDb("select id from job_posts where id = $1", [jobId])).toEqual([]);

  // A category too, and its refusal next to the field.
  const categoryName = `No Script Category ${unique()}`;
  await page.goto("/admin/job-categories");
  const categoryForm = page.getByRole("form", { name: "New category" });
  await categoryForm.getByLabel("Name", { exact: true }).fill(categoryName);
  await categoryForm.getByRole("button", { name: "Create category" }).click();
  await expect(rowOf(page, categoryName)).toContainText("0 (0 open)");
  await expect(categoryForm.getByLabel("Name", { exact: true })).toHaveValue("");
  await categoryForm.getByLabel("Name", { exact: true }).fill(categoryName.toLowerCase());
  await categoryForm.getByRole("button", { name: "Create category" }).click();
  await expect(categoryForm.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    /already exists: choose another name/,
  );
  await queryDb("delete from job_categories where name = $1", [categoryName]);
  await context.close();
});
