import {
  candidatePassword,
  createJob,
  prepareVisitor,
  signUpCandidate,
  uniqueEmail,
  waitForSubject,
} from "../support/candidates";
import { mailTo, queryDb } from "../support/e2e-services";
import { expect as baseExpect, holdRequests, test } from "./fixtures";

// Server round trips take a while on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const texts = {
  required: "Please fill in all required fields.",
  success: "Application submitted successfully! We'll get back to you within 48 hours.",
  duplicate: "You have already applied for this job.",
  loginRequired: "Please log in to apply for this job.",
  verificationRequired: "Please confirm your email address before you apply",
  jobMissing: "The job you're trying to apply for doesn't exist or has been removed.",
};

// Several pages, emails and axe runs per test: more time than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await prepareVisitor(context);
});

test("an anonymous visitor is asked to log in and comes back to the form afterwards", async ({
  page,
  playwright,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const job = await createJob();
  // The account exists already; this browser is not signed in.
  const other = await playwright.request.newContext({ baseURL });
  const candidate = await signUpCandidate(other, baseURL, "Grace Hopper");
  await other.dispose();

  const applyPath = `/careers/job/${job.slug}/apply`;
  const response = await page.goto(applyPath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  const login = page.getByRole("link", { name: "Log In to Apply" });
  await expect(login).toHaveAttribute(
    "href",
    `/user/login?redirectTo=${encodeURIComponent(applyPath)}`,
  );
  await expect(page.getByRole("form", { name: "Job application" })).toHaveCount(0);
  await checkA11y();

  await login.click();
  await expect(page).toHaveURL(/\/user\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(candidate.email);
  await page.getByLabel("Password", { exact: true }).fill(candidatePassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${applyPath}$`), { timeout: 10_000 });
  const form = page.getByRole("form", { name: "Job application" });
  await expect(form.getByLabel("Full Name")).toHaveValue("Grace Hopper");
  await expect(form.getByLabel("Email")).toHaveValue(candidate.email);
  expect(consoleErrors).toEqual([]);
});

test("the form: types, rows, required fields, 'Submitting Application...', success, email, then a duplicate is refused", async ({
  page,
  context,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const job = await createJob({ title: "Staff Platform Engineer" });
  const candidate = await signUpCandidate(context.request, baseURL, "Katherine Johnson");
  await queryDb(
    `insert into user_profiles (user_id, first_name, last_name, email, phone)
     values ($1, 'Katherine', 'Johnson', $2, '+1 555 0100')
     on conflict (user_id) do update set phone = excluded.phone`,
    [candidate.id, candidate.email],
  );
  const applyPath = `/careers/job/${job.slug}/apply`;
  // A second tab holds the form open, to submit it after the first application went through.
  const second = await context.newPage();
  await second.goto(applyPath);

  await page.goto(applyPath);
  await expect(page.getByRole("heading", { name: `Apply for ${job.title}` })).toBeVisible();
  const form = page.getByRole("form", { name: "Job application" });
  await expect(form.getByLabel("Full Name")).toHaveValue("Katherine Johnson");
  await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Email")).toHaveValue(candidate.email);
  await expect(form.getByLabel("Phone (optional)")).toHaveAttribute("type", "tel");
  await expect(form.getByLabel("Phone (optional)")).toHaveValue("+1 555 0100");
  await expect(form.getByLabel("Cover Letter")).toHaveAttribute("rows", "6");
  await expect(form.getByLabel("Resume URL (optional)")).toHaveAttribute("type", "url");
  // No resume on the profile yet: the fallback says so, and the form itself can upload one.
  await expect(form.getByText("You have not uploaded one yet: upload it below.")).toBeVisible();
  await expect(form.getByLabel("Upload a resume (optional)")).toHaveAttribute("type", "file");
  await checkA11y();

  await form.getByLabel("Full Name").fill("");
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(form.getByRole("alert")).toHaveText(texts.required);
  await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Full Name")).toBeFocused();
  await expect(form.getByLabel("Cover Letter")).toHaveAccessibleDescription(
    "This field is required.",
  );
  await checkA11y();

  await form.getByLabel("Full Name").fill("Katherine G. Johnson");
  const letter = "I calculated trajectories for Mercury and Apollo and would love to do it again.";
  await form.getByLabel("Cover Letter").fill(letter);
  const release = await holdRequests(page, "**/apply.data**");
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(form.getByRole("button", { name: "Submitting Application..." })).toBeDisabled();
  release();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: texts.success }),
  ).toBeVisible();
  await expect(page.getByRole("form", { name: "Job application" })).toHaveCount(0);
  await checkA11y();

  const rows = await queryDb<Record<string, unknown>>(
    "select applicant_name, applicant_email, applicant_phone, cover_letter, resume_url, status from job_applications where user_id = $1",
    [candidate.id],
  );
  expect(rows).toEqual([
    {
      applicant_name: "Katherine G. Johnson",
      applicant_email: candidate.email,
      applicant_phone: "+1 555 0100",
      cover_letter: letter,
      resume_url: null,
      status: "pending",
    },
  ]);
  const subject = `We received your application for ${job.title}`;
  const [mail] = await waitForSubject(candidate.email, subject);
  expect(mail?.text).toContain("within 48 hours");
  expect(mail?.text).toContain(job.title);

  // The other tab still shows the form: its submission is refused and the tab says it was done
  // instead of offering the form again; nothing is stored or sent.
  const stale = second.getByRole("form", { name: "Job application" });
  await stale.getByLabel("Cover Letter").fill("A second try.");
  await stale.getByRole("button", { name: "Submit Application" }).click();
  await expect(second.getByRole("heading", { name: texts.duplicate })).toBeVisible();
  await expect(stale).toHaveCount(0);
  const count = await queryDb<{ count: string }>(
    "select count(*)::text as count from job_applications where user_id = $1",
    [candidate.id],
  );
  expect(count[0]?.count).toBe("1");

  // Coming back, the page says it was done instead of offering the form again.
  await page.reload();
  await expect(page.getByRole("heading", { name: texts.duplicate })).toBeVisible();
  await expect(page.getByText("PENDING")).toBeVisible();
  await checkA11y();
  // Every mail to the candidate has left the outbox, so the sink holds all there will be.
  await expect
    .poll(async () => {
      const [row] = await queryDb<{ waiting: string }>(
        "select count(*)::text as waiting from email_outbox where to_address = $1 and status in ('pending', 'sending')",
        [candidate.email],
      );
      return row?.waiting;
    })
    .toBe("0");
  const confirmations = (await mailTo(candidate.email)).filter((each) => each.subject === subject);
  expect(confirmations).toHaveLength(1);
  // The refused posts (400, 409) are logged by the browser as failed resources; nothing else.
  expect(consoleErrors.filter((error) => !/status of (400|409)/.test(error))).toEqual([]);
});

test("without JavaScript the form still validates and submits", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await prepareVisitor(context);
  const page = await context.newPage();
  const job = await createJob();
  const candidate = await signUpCandidate(context.request, baseURL, "Dorothy Vaughan");
  await page.goto(`/careers/job/${job.slug}/apply`);
  const form = page.getByRole("form", { name: "Job application" });
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("alert").filter({ hasText: texts.required })).toBeVisible();
  await form.getByLabel("Cover Letter").fill("FORTRAN and the IBM 7090, at your service.");
  await form.getByLabel("Resume URL (optional)").fill("https://example.org/dorothy.pdf");
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(texts.success)).toBeVisible();
  const [row] = await queryDb<{ resume_url: string }>(
    "select resume_url from job_applications where user_id = $1",
    [candidate.id],
  );
  expect(row?.resume_url).toBe("https://example.org/dorothy.pdf");
  await context.close();
});

test("the server refuses an application without a session", async ({ playwright, baseURL }) => {
  const job = await createJob();
  const anonymous = await playwright.request.newContext({ baseURL });
  const response = await anonymous.post(`/careers/job/${job.slug}/apply`, {
    headers: { origin: baseURL as string },
    form: {
      full_name: "Mallory",
      email: "mallory@example.org",
      cover_letter: "Let me in",
    },
  });
  expect(response.status()).toBe(401);
  expect(await response.text()).toContain(texts.loginRequired);
  const rows = await queryDb("select id from job_applications where job_id = $1", [job.id]);
  expect(rows).toEqual([]);
  await anonymous.dispose();
});

test("an unverified account cannot apply: it is asked to confirm its address, and afterwards every mail goes to that address", async ({
  page,
  context,
  baseURL,
  checkA11y,
}) => {
  const job = await createJob();
  const applyPath = `/careers/job/${job.slug}/apply`;
  const candidate = await signUpCandidate(context.request, baseURL, "Eve Mallory", {
    verified: false,
  });
  const victim = uniqueEmail("victim");
  const outboxTo = (address: string) =>
    queryDb<{ template: string }>("select template from email_outbox where to_address = $1", [
      address,
    ]);

  // The server refuses the post itself: nothing stored, nothing mailed to the typed address.
  const refused = await context.request.post(applyPath, {
    headers: { origin: baseURL as string },
    form: { full_name: "Click https://evil.example", email: victim, cover_letter: "Win a prize" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(texts.verificationRequired);
  expect(await queryDb("select id from job_applications where job_id = $1", [job.id])).toEqual([]);
  expect(await outboxTo(victim)).toEqual([]);

  // The page says why and offers a new link instead of the form.
  await page.goto(applyPath);
  await expect(page.getByText("Please confirm your email address")).toBeVisible();
  await expect(page.getByText(/Please confirm it before you apply/)).toBeVisible();
  await expect(page.getByRole("form", { name: "Job application" })).toHaveCount(0);
  await checkA11y();
  await page.getByRole("button", { name: "Resend Link" }).click();
  await expect(page.getByText("We've sent a new verification link.")).toBeVisible();
  const mails = await waitForSubject(candidate.email, "Confirm your email address for Quillstack");
  const link = mails.at(-1)?.text?.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await page.goto(applyPath);

  // Verified: whatever the form's email field says, every mail goes to the account's address.
  const form = page.getByRole("form", { name: "Job application" });
  await expect(form.getByText(`at your account address, ${candidate.email}`)).toBeVisible();
  await form.getByLabel("Email").fill(victim);
  await form.getByLabel("Cover Letter").fill("Security engineering, with references.");
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: texts.success }),
  ).toBeVisible();
  const [application] = await queryDb<{ id: string; applicant_email: string }>(
    "select id, applicant_email from job_applications where user_id = $1",
    [candidate.id],
  );
  expect(application?.applicant_email).toBe(victim);
  const sent = await queryDb<{ template: string; to_address: string; reply_to: string | null }>(
    "select template, to_address, reply_to from email_outbox where metadata->>'applicationId' = $1 order by template",
    [application?.id],
  );
  expect(sent).toEqual([
    {
      template: "application-notification",
      to_address: "hello@quillstack.dev",
      reply_to: candidate.email,
    },
    { template: "application-received", to_address: candidate.email, reply_to: null },
  ]);
  expect(await outboxTo(victim)).toEqual([]);
});

test("closed and expired jobs answer 404 with the apply page's own error screen", async ({
  page,
  context,
  baseURL,
  checkA11y,
}) => {
  const inactive = await createJob({ active: false });
  const expired = await createJob({ deadline: new Date(Date.now() - 60_000) });
  await signUpCandidate(context.request, baseURL);
  for (const job of [inactive, expired]) {
    const response = await page.goto(`/careers/job/${job.slug}/apply`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
    await expect(page.getByText(texts.jobMissing)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Careers" })).toHaveAttribute(
      "href",
      "/careers",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  }
  await checkA11y();
  // Posting to a closed job stores nothing either.
  const response = await context.request.post(`/careers/job/${inactive.slug}/apply`, {
    headers: { origin: baseURL as string },
    form: { full_name: "A", email: "a@example.org", cover_letter: "B" },
  });
  expect(response.status()).toBe(404);
});
