import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  createJob,
  grantRole,
  prepareVisitor,
  signUpCandidate,
  waitForSubject,
} from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { pdfFile } from "../support/resume-files";
import { enrolSecondFactor, staffSession } from "../support/staff";
import { expect as baseExpect, test, waitForHydration } from "./fixtures";

// Emails wait for the outbox worker and every page gets an axe run: give the machine room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await prepareVisitor(context);
});

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

async function changeStatus(page: Page, status: string, note: string) {
  const form = page.getByRole("form", { name: "Change status" });
  await form.getByLabel("New status").selectOption({ label: status });
  await form.getByLabel("Note (optional)").fill(note);
  await form.getByRole("button", { name: "Change status" }).click();
  await expect(toast(page, `Status changed to ${status.toLowerCase()}`)).toBeVisible();
}

const letter = "Dear team,\nI build analytical engines.\n<b>Not markup</b>";

test("a recruiter moves an application through the statuses and the candidate receives the emails", async ({
  page,
  context,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.slow();
  // The candidate, with a profile and a resume on it, applies through the public form.
  const candidate = await signUpCandidate(context.request, baseURL, "Ada Lovelace");
  await queryDb(
    `insert into user_profiles (user_id, first_name, last_name, email, bio)
     values ($1, 'Ada', 'Lovelace', $2, 'Notes on the analytical engine') on conflict (user_id) do nothing`,
    [candidate.id, candidate.email],
  );
  const upload = await context.request.post("/api/resumes", {
    headers: { origin: baseURL as string, accept: "application/json" },
    multipart: {
      resume: {
        name: "ada-resume.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(pdfFile("Ada")),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const job = await createJob({ title: `Engine Programmer ${Date.now().toString(36)}` });
  await page.goto(`/careers/job/${job.slug}/apply`);
  const apply = page.getByRole("form", { name: "Job application" });
  await apply.getByLabel("Cover Letter").fill(letter);
  await apply.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "Application submitted successfully" }),
  ).toBeVisible();

  // The recruiter finds it through the job and the status filter.
  const { context: staff, user: recruiter } = await staffSession(
    browser,
    baseURL,
    ["recruiter"],
    "Rita Recruiter",
  );
  const admin = await staff.newPage();
  await admin.goto(`/admin/applications?job=${job.id}`);
  await expect(
    admin.getByRole("heading", { level: 1, name: `Applications for ${job.title}` }),
  ).toBeVisible();
  await expect(admin.getByRole("link", { name: "Back to the job" })).toHaveAttribute(
    "href",
    `/admin/jobs/${job.id}`,
  );
  await checkA11y(admin);
  await waitForHydration(admin);
  await admin.getByRole("tab", { name: "Pending (1)" }).click();
  await expect(admin).toHaveURL(`/admin/applications?job=${job.id}&status=pending`);
  await expect(admin.getByRole("tab", { name: "Approved (0)" })).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: candidate.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(0)).toHaveText(`${job.title} (all its applications)`);
  await expect(row.locator("[data-status-color]")).toHaveText("PENDING");
  // Searching by email keeps the job and status filters.
  await admin.getByLabel("Search by applicant name or email").fill(candidate.email);
  await admin.getByRole("button", { name: "Search" }).click();
  await expect(admin).toHaveURL(/q=/);
  await expect(admin).toHaveURL(new RegExp(`job=${job.id}&status=pending`));
  await expect(admin.getByRole("row")).toHaveCount(2);
  await checkA11y(admin);

  // The jobs list counts it in the singular.
  await admin.goto(`/admin/jobs?q=${encodeURIComponent(job.title)}`);
  await expect(
    admin.getByRole("link", { name: `1 application for “${job.title}”`, exact: true }),
  ).toBeVisible();
  await admin.goBack();

  // The application: the letter as text with its line breaks, and the resume it was sent with.
  await admin.getByRole("link", { name: "Ada Lovelace" }).click();
  await expect(
    admin.getByRole("heading", { level: 1, name: "Application from Ada Lovelace" }),
  ).toBeVisible();
  const coverLetter = admin.getByRole("region", { name: "Cover letter" }).locator("p");
  // innerText, as rendered: the line breaks must show, not only be in the DOM.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is tested
  expect(await coverLetter.innerText()).toBe(letter);
  await expect(admin.getByRole("link", { name: "Public job page" })).toHaveAttribute(
    "href",
    `/careers/job/${job.slug}`,
  );
  await checkA11y(admin);
  await waitForHydration(admin);
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Download ada-resume.pdf" }).click();
  expect((await downloading).suggestedFilename()).toBe("ada-resume.pdf");

  // The candidate replaces the profile's resume: the application keeps the file it was sent with.
  const replaced = await context.request.post("/api/resumes", {
    headers: { origin: baseURL as string, accept: "application/json" },
    multipart: {
      resume: {
        name: "ada-new.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(pdfFile("Ada, rewritten")),
      },
    },
  });
  expect(replaced.status()).toBe(201);
  await admin.reload();
  await expect(admin.getByRole("region", { name: "Resume" })).toContainText(
    "The resume sent with this application: Download ada-resume.pdf",
  );
  await waitForHydration(admin);
  const downloadingAgain = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Download ada-resume.pdf" }).click();
  const sent = await (await downloadingAgain).path();
  expect(readFileSync(sent)).toEqual(Buffer.from(pdfFile("Ada")));

  // The candidate's read-only profile opens for the recruiter.
  await admin.getByRole("link", { name: "View the candidate's profile" }).click();
  await expect(admin).toHaveURL(`/user/profile?userId=${candidate.id}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Candidate Profile" })).toBeVisible();
  await expect(admin.getByText("Notes on the analytical engine")).toBeVisible();
  await checkA11y(admin);
  await admin.goBack();
  await expect(
    admin.getByRole("heading", { level: 1, name: "Application from Ada Lovelace" }),
  ).toBeVisible();
  await waitForHydration(admin);

  // A second tab keeps the page as it is now, to submit it after the first change.
  const stale = await staff.newPage();
  await stale.goto(admin.url());

  await changeStatus(admin, "Under review", "Strong letter, call her");
  const reviewed = await waitForSubject(
    candidate.email,
    `Your application for ${job.title} is under review`,
  );
  expect(reviewed[0]?.text).toContain("/user/applications");
  expect(reviewed[0]?.text).not.toContain("Strong letter");
  await checkA11y(admin);

  // The stale tab is told someone else changed it, and nothing is written.
  const staleForm = stale.getByRole("form", { name: "Change status" });
  await staleForm.getByLabel("New status").selectOption({ label: "Rejected" });
  await staleForm.getByRole("button", { name: "Change status" }).click();
  await expect(staleForm.getByRole("alert")).toContainText(
    "changed by someone else: it is now under review",
  );
  // The page now shows the status someone else set, so the next try starts from it.
  await expect(staleForm.locator('input[name="expectedStatus"]')).toHaveValue("under_review");
  await checkA11y(stale);
  await stale.close();

  await changeStatus(admin, "Approved", "Offer to follow");
  await waitForSubject(candidate.email, `Good news about your application for ${job.title}`);

  const history = admin.getByRole("region", { name: /Status history/ }).getByRole("listitem");
  await expect(history).toHaveCount(3);
  const change = (entry: number) => history.nth(entry).locator("p").first();
  await expect(change(0)).toHaveText("Received as PENDING");
  await expect(history.nth(0)).toContainText("by Ada Lovelace");
  await expect(change(1)).toHaveText("From PENDING to UNDER REVIEW");
  await expect(history.nth(1)).toContainText(`by Rita Recruiter (${recruiter.email})`);
  await expect(history.nth(1)).toContainText("Note: Strong letter, call her");
  await expect(history.nth(2)).toContainText("APPROVED");
  await expect(history.nth(2)).toContainText(`by Rita Recruiter (${recruiter.email})`);
  await checkA11y(admin);

  const rows = await queryDb<{ from_status: string | null; to_status: string; changed_by: string }>(
    `select h.from_status, h.to_status, h.changed_by from application_status_history h
     join job_applications a on a.id = h.application_id where a.job_id = $1 order by h.created_at`,
    [job.id],
  );
  expect(rows).toEqual([
    { from_status: null, to_status: "pending", changed_by: candidate.id },
    { from_status: "pending", to_status: "under_review", changed_by: recruiter.id },
    { from_status: "under_review", to_status: "approved", changed_by: recruiter.id },
  ]);
  await staff.close();

  // The candidate sees the new status.
  await page.goto("/user/applications");
  const card = page.getByRole("article").filter({ hasText: job.title });
  await expect(card.locator("[data-status-color]")).toHaveText("APPROVED");
  await checkA11y();
});

test("an editor gets 403 and cannot change a status; a recruiter sees an anonymised application as such", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const job = await createJob();
  const [application] = await queryDb<{ id: string }>(
    `insert into job_applications (job_id, user_id, applicant_name, applicant_email, cover_letter)
     values ($1, null, 'Deleted candidate', 'deleted-candidate@anonymised.invalid', 'x') returning id`,
    [job.id],
  );
  const { context } = await staffSession(browser, baseURL, ["editor"], "Eddie Editor");
  const page = await context.newPage();
  for (const path of ["/admin/applications", `/admin/applications/${application?.id}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await checkA11y(page);
  }
  const post = await context.request.post(`/admin/applications/${application?.id}`, {
    headers: { origin: baseURL as string },
    form: { expectedStatus: "pending", status: "approved", note: "" },
  });
  expect(post.status()).toBe(403);
  const [row] = await queryDb<{ status: string }>(
    "select status from job_applications where id = $1",
    [application?.id],
  );
  expect(row?.status).toBe("pending");
  await context.close();

  const recruiter = await staffSession(browser, baseURL, ["recruiter"]);
  const recruiterPage = await recruiter.context.newPage();
  await recruiterPage.goto(`/admin/applications/${application?.id}`);
  await expect(recruiterPage.getByText("This application is anonymised")).toBeVisible();
  await expect(recruiterPage.getByText("No changes recorded yet.")).toBeVisible();
  await expect(
    recruiterPage.getByRole("link", { name: "View the candidate's profile" }),
  ).toHaveCount(0);
  await checkA11y(recruiterPage);
  for (const path of [
    "/admin/applications/00000000-0000-4000-8000-000000000000",
    "/admin/applications/not-an-id",
    "/admin/applications?job=00000000-0000-4000-8000-000000000000",
  ]) {
    expect((await recruiterPage.goto(path))?.status()).toBe(404);
  }
  await recruiter.context.close();
});

test("without JavaScript a recruiter rejects an application and the candidate is told kindly", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const candidateRequest = await playwright.request.newContext({ baseURL });
  const candidate = await signUpCandidate(candidateRequest, baseURL, "Mary Jackson");
  await candidateRequest.dispose();
  const job = await createJob({ title: `Wind Tunnel Engineer ${Date.now().toString(36)}` });
  const [application] = await queryDb<{ id: string }>(
    `insert into job_applications (job_id, user_id, applicant_name, applicant_email, cover_letter)
     values ($1, $2, $3, $4, 'Hello') returning id`,
    [job.id, candidate.id, candidate.name, candidate.email],
  );
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await prepareVisitor(context);
  const recruiter = await signUpCandidate(context.request, baseURL, "Rob Recruiter");
  await grantRole(recruiter.id, "recruiter");
  await enrolSecondFactor(context.request, baseURL);
  const page = await context.newPage();
  await page.goto(`/admin/applications/${application?.id}`);
  const form = page.getByRole("form", { name: "Change status" });
  await expect(form.getByLabel("New status")).toHaveValue("under_review");
  await form.getByLabel("New status").selectOption({ label: "Rejected" });
  await form.getByRole("button", { name: "Change status" }).click();
  await expect(page).toHaveURL(`/admin/applications/${application?.id}`);
  const history = page.getByRole("region", { name: /Status history/ }).getByRole("listitem");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText(/PENDING.*REJECTED/);
  await expect(history.first()).toContainText("by Rob Recruiter");
  const [mail] = await waitForSubject(
    candidate.email,
    `An update on your application for ${job.title}`,
  );
  expect(mail?.text).toContain("Thank you for your interest");
  await context.close();
});
