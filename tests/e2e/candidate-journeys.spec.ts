import type { Page } from "@playwright/test";
import {
  candidatePassword,
  createJob,
  prepareVisitor,
  signUpCandidate,
  uniqueEmail,
} from "../support/candidates";
import { queryDb, waitForMail } from "../support/e2e-services";
import { pdfFile, pngFile } from "../support/resume-files";
import { expect as baseExpect, test, waitForHydration } from "./fixtures";

// Server round trips take a while on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await prepareVisitor(context);
});

const uniqueTitle = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
/** The board narrowed to one job by its unique title. */
const boardFor = (title: string) => `/careers?${new URLSearchParams({ q: title })}`;
const card = (page: Page, title: string) => page.locator("main article").filter({ hasText: title });

async function count(sql: string, params: unknown[]): Promise<string> {
  const [row] = await queryDb<{ n: string }>(sql, params);
  return String(row?.n);
}

const savedCount = (email: string, jobId: string) =>
  count(
    `select count(*) n from saved_jobs s join "user" u on u.id = s.user_id
     where u.email = $1 and s.job_id = $2`,
    [email, jobId],
  );

test("after applying, the job page, the board card and saved jobs say Applied and offer no Apply", async ({
  page,
  context,
  baseURL,
  checkA11y,
}) => {
  const job = await createJob({ title: uniqueTitle("Applied Marker Engineer") });
  const candidate = await signUpCandidate(context.request, baseURL, "Mary Jackson");
  await queryDb("insert into saved_jobs (user_id, job_id) values ($1, $2)", [candidate.id, job.id]);

  await page.goto(`/careers/job/${job.slug}`);
  const aside = page.getByRole("complementary", { name: "Apply for this job" });
  await aside.getByRole("link", { name: "Apply Now" }).click();
  await page
    .getByLabel("Cover Letter")
    .fill("Wind tunnels and supersonic flow are my daily bread.");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "Application submitted successfully!" }),
  ).toBeVisible();

  // The job page: Applied with the date and status, and no way to apply again.
  await page.goto(`/careers/job/${job.slug}`);
  await expect(aside.getByText("Applied", { exact: true })).toBeVisible();
  await expect(aside.getByText("PENDING")).toBeVisible();
  await expect(aside.getByRole("link", { name: "View my applications" })).toHaveAttribute(
    "href",
    "/user/applications",
  );
  await expect(page.getByRole("link", { name: /^Apply/ })).toHaveCount(0);
  await checkA11y();

  // The board card.
  await page.goto(boardFor(job.title));
  await expect(card(page, job.title).getByText("Applied", { exact: true })).toBeVisible();

  // Saved jobs: the card says Applied and links to the application instead of the form.
  await page.goto("/user/saved-jobs");
  const saved = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: job.title }) });
  await expect(saved.getByText("Applied", { exact: true })).toBeVisible();
  await expect(
    saved.getByRole("link", { name: `View application for ${job.title}` }),
  ).toBeVisible();
  await expect(saved.getByRole("link", { name: `Apply now for ${job.title}` })).toHaveCount(0);
  await checkA11y();

  // The server refuses a second application (409) and keeps one row.
  const again = await context.request.post(`/careers/job/${job.slug}/apply`, {
    headers: { origin: baseURL as string },
    form: { full_name: "Mary Jackson", email: candidate.email, cover_letter: "Again." },
  });
  expect(again.status()).toBe(409);
  expect(
    await count("select count(*) n from job_applications where user_id = $1 and job_id = $2", [
      candidate.id,
      job.id,
    ]),
  ).toBe("1");

  // Another candidate still sees Apply: the marks are personal.
  const other = await context.browser()?.newContext({ baseURL });
  if (!other) throw new Error("no browser");
  await prepareVisitor(other);
  await signUpCandidate(other.request, baseURL, "Other Candidate");
  const otherPage = await other.newPage();
  await otherPage.goto(`/careers/job/${job.slug}`);
  await expect(otherPage.getByRole("link", { name: "Apply Now" })).toBeVisible();
  await other.close();
});

test("saving a job while signed out completes after signing in", async ({
  page,
  request,
  baseURL,
  checkA11y,
}) => {
  const job = await createJob({ title: uniqueTitle("Bookmark Intent Engineer") });
  const candidate = await signUpCandidate(request, baseURL, "Annie Easley");

  await page.goto(boardFor(job.title));
  await card(page, job.title)
    .getByRole("link", { name: `Log in to save ${job.title}` })
    .click();
  await expect(page).toHaveURL(/\/user\/login\?redirectTo=/);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(candidate.email);
  await page.getByLabel("Password", { exact: true }).fill(candidatePassword);
  await page.getByRole("button", { name: "Sign In" }).click();

  // Back on the board (the intent is gone from the address), the job saved and the toast said so.
  await expect(page).toHaveURL(boardFor(job.title));
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Job saved" })).toBeVisible();
  await expect(
    card(page, job.title).getByRole("button", { name: `Save ${job.title}` }),
  ).toHaveAttribute("aria-pressed", "true");
  expect(
    await count("select count(*) n from saved_jobs where user_id = $1 and job_id = $2", [
      candidate.id,
      job.id,
    ]),
  ).toBe("1");
  await checkA11y();
});

test("saving a job signed out without JavaScript completes after signing in", async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await prepareVisitor(context);
  try {
    const page = await context.newPage();
    const job = await createJob({ title: uniqueTitle("No Script Bookmark Engineer") });
    const candidate = await signUpCandidate(request, baseURL, "Evelyn Boyd");
    await page.goto(`/careers/job/${job.slug}`);
    await page.getByRole("link", { name: `Log in to save ${job.title}` }).click();
    await page.getByLabel("Email").fill(candidate.email);
    await page.getByLabel("Password", { exact: true }).fill(candidatePassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    // The success page moves on by itself; the job page then shows the job saved.
    await expect(page).toHaveURL(new RegExp(`/careers/job/${job.slug}$`));
    await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(
      await count("select count(*) n from saved_jobs where user_id = $1 and job_id = $2", [
        candidate.id,
        job.id,
      ]),
    ).toBe("1");
  } finally {
    await context.close();
  }
});

test("saving a job signed out, then signing up: the verification page saves it", async ({
  page,
  checkA11y,
}) => {
  const job = await createJob({ title: uniqueTitle("Sign Up Bookmark Engineer") });
  const email = uniqueEmail("bookmark");
  await page.goto(`/careers/job/${job.slug}`);
  await page.getByRole("link", { name: `Log in to save ${job.title}` }).click();
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("First name").fill("Dorothy");
  await form.getByLabel("Last name").fill("Vaughan");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(candidatePassword);
  await form.getByLabel("Confirm password", { exact: true }).fill(candidatePassword);
  await form.getByRole("button", { name: "Create Account" }).click();

  const [mail] = await waitForMail(email);
  const link = mail?.text?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link as string);
  await expect(page.getByRole("heading", { name: "You're all set, Dorothy" })).toBeVisible();
  // Opening the link saves nothing by itself: the button does, with a POST.
  expect(await savedCount(email, job.id)).toBe("0");
  await checkA11y();
  await page.getByRole("button", { name: "Save the Job and Continue" }).click();

  await expect(page).toHaveURL(new RegExp(`/careers/job/${job.slug}$`));
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Job saved" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  expect(await savedCount(email, job.id)).toBe("1");
});

test("a job paid by the month, week or day says so on its page and in its JobPosting data", async ({
  page,
}) => {
  for (const [salaryRange, unitText] of [
    ["$7,500 - $9,000/month", "MONTH"],
    ["$2,400 a week", "WEEK"],
    ["$500 - $650 per day", "DAY"],
  ] as const) {
    const job = await createJob({ title: uniqueTitle("Contract Engineer"), salaryRange });
    await page.goto(`/careers/job/${job.slug}`);
    await expect(page.getByRole("main").getByText(salaryRange).first()).toBeVisible();
    const postings = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    const posting = postings.find((data) => data["@type"] === "JobPosting");
    expect(posting?.baseSalary?.value?.unitText, salaryRange).toBe(unitText);
  }
});

test("the apply form uploads a resume itself and keeps the cover letter when a file is refused", async ({
  page,
  context,
  baseURL,
  checkA11y,
}) => {
  const job = await createJob({ title: uniqueTitle("Resume Upload Engineer") });
  const candidate = await signUpCandidate(context.request, baseURL, "Dorothy Vaughan");
  await page.goto(`/careers/job/${job.slug}/apply`);
  const form = page.getByRole("form", { name: "Job application" });
  const letter = "I taught myself FORTRAN and then taught my whole team.";
  await form.getByLabel("Cover Letter").fill(letter);
  const fileInput = form.getByLabel("Upload a resume (optional)");

  // A picture named like a PDF: the server refuses it next to the field and keeps the letter.
  await fileInput.setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pngFile()),
  });
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(fileInput).toHaveAccessibleDescription(/not a PDF, DOC or DOCX document/);
  await expect(fileInput).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Cover Letter")).toHaveValue(letter);
  expect(
    await count("select count(*) n from job_applications where user_id = $1", [candidate.id]),
  ).toBe("0");
  expect(
    await count("select count(*) n from resume_files where user_id = $1", [candidate.id]),
  ).toBe("0");
  await checkA11y();

  // A real PDF: stored as the profile's resume, and the application goes through.
  await fileInput.setInputFiles({
    name: "Dorothy Vaughan CV.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pdfFile("Dorothy")),
  });
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "Application submitted successfully!" }),
  ).toBeVisible();
  const [resume] = await queryDb<{ file_name: string; content_type: string }>(
    "select file_name, content_type from resume_files where user_id = $1",
    [candidate.id],
  );
  expect(resume).toEqual({ file_name: "Dorothy Vaughan CV.pdf", content_type: "application/pdf" });
  const [application] = await queryDb<{ cover_letter: string }>(
    "select cover_letter from job_applications where user_id = $1 and job_id = $2",
    [candidate.id, job.id],
  );
  expect(application?.cover_letter).toBe(letter);
});
