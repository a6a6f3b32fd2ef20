import type { APIRequestContext, Browser } from "@playwright/test";
import {
  type Candidate,
  createJob,
  grantRole,
  prepareVisitor,
  signUpCandidate,
} from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { pdfFile } from "../support/resume-files";
import { enrolSecondFactor } from "../support/staff";
import { expect as baseExpect, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

async function visitor(browser: Browser, baseURL: string | undefined, name: string) {
  const context = await browser.newContext({ baseURL });
  await prepareVisitor(context);
  const candidate = await signUpCandidate(context.request, baseURL, name);
  return { context, candidate, request: context.request };
}

const ids = {
  experience: "11111111-1111-4111-8111-111111111111",
  publicProject: "22222222-2222-4222-8222-222222222222",
  privateProject: "33333333-3333-4333-8333-333333333333",
  education: "44444444-4444-4444-8444-444444444444",
};

/** Candidate A's private data: a profile with a public and a private project, a resume, an application, a saved job. */
async function giveHistory(
  owner: Candidate,
  request: APIRequestContext,
  baseURL: string | undefined,
) {
  const project = (id: string, title: string, isPublic: boolean) => ({
    id,
    title,
    client: "",
    duration_start: "2022-01",
    duration_end: "2022-06",
    role: "Lead",
    team_size: 3,
    technologies: ["Go"],
    overview: `${title} overview`,
    responsibilities: [],
    is_public: isPublic,
  });
  const experience = [
    {
      id: ids.experience,
      company: "Initech",
      position: "Staff Engineer",
      start_date: "2021-01",
      end_date: "2023-01",
      current: false,
      description: "Kept the TPS reports flowing.",
      skills_used: ["Go"],
      projects: [
        project(ids.publicProject, "Open Payments Platform", true),
        project(ids.privateProject, "Secret Merger Tool", false),
      ],
    },
  ];
  const education = [
    {
      id: ids.education,
      institution: "State University",
      degree: "BSc",
      field_of_study: "CS",
      start_date: "2015-09",
      end_date: "2019-06",
      current: false,
      gpa: "",
    },
  ];
  await queryDb(
    `insert into user_profiles (user_id, first_name, last_name, email, bio, experience, education)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id) do update set bio = excluded.bio, experience = excluded.experience, education = excluded.education`,
    [
      owner.id,
      owner.name.split(" ")[0],
      owner.name.split(" ")[1],
      owner.email,
      "Private bio of the first candidate",
      JSON.stringify(experience),
      JSON.stringify(education),
    ],
  );
  const upload = await request.post("/api/resumes", {
    headers: { origin: baseURL as string, accept: "application/json" },
    multipart: {
      resume: {
        name: "first-candidate.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(pdfFile("A")),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const { resume } = (await upload.json()) as { resume: { id: string; fileUrl: string } };
  const applied = await createJob({ title: "Applied by the first candidate" });
  const saved = await createJob({ title: "Saved by the first candidate" });
  await queryDb(
    `insert into job_applications (job_id, user_id, applicant_name, applicant_email, cover_letter)
     values ($1, $2, $3, $4, 'The first candidate''s private cover letter')`,
    [applied.id, owner.id, owner.name, owner.email],
  );
  await queryDb("insert into saved_jobs (user_id, job_id) values ($1, $2)", [owner.id, saved.id]);
  return { resume, saved };
}

async function snapshotOf(userId: string) {
  const [profile] = await queryDb(
    "select first_name, bio, skills, experience, education, social_links, resume_url from user_profiles where user_id = $1",
    [userId],
  );
  const resumes = await queryDb("select id, storage_key from resume_files where user_id = $1", [
    userId,
  ]);
  const applications = await queryDb(
    "select id, status, cover_letter from job_applications where user_id = $1",
    [userId],
  );
  const saved = await queryDb("select job_id from saved_jobs where user_id = $1", [userId]);
  return { profile, resumes, applications, saved };
}

test("another candidate can read or change none of a candidate's applications, saved jobs, profile or resume", async ({
  browser,
  baseURL,
}) => {
  const a = await visitor(browser, baseURL, "Ada First");
  const b = await visitor(browser, baseURL, "Bob Second");
  const { resume, saved } = await giveHistory(a.candidate, a.request, baseURL);
  const before = await snapshotOf(a.candidate.id);
  const origin = { origin: baseURL as string };

  // Reading: each answer is 404 or shows only the second candidate's own data.
  const profile = await b.request.get(`/user/profile?userId=${encodeURIComponent(a.candidate.id)}`);
  expect(profile.status()).toBe(404);
  expect(await profile.text()).not.toContain("Private bio of the first candidate");
  const download = await b.request.get(resume.fileUrl);
  expect(download.status()).toBe(404);
  expect(await download.text()).not.toContain("%PDF");
  const applications = await b.request.get("/user/applications");
  expect(applications.status()).toBe(200);
  expect(await applications.text()).not.toContain("private cover letter");
  const savedJobs = await b.request.get("/user/saved-jobs");
  expect(await savedJobs.text()).not.toContain("Saved by the first candidate");

  // Changing with the first candidate's ids: every attempt is 404 (403 would do too).
  const attempts: Array<Record<string, string>> = [
    {
      intent: "experience-update",
      experienceId: ids.experience,
      company: "Forged",
      position: "Forged",
    },
    { intent: "experience-delete", experienceId: ids.experience },
    {
      intent: "project-visibility",
      experienceId: ids.experience,
      projectId: ids.privateProject,
      is_public: "true",
    },
    {
      intent: "project-update",
      experienceId: ids.experience,
      projectId: ids.publicProject,
      title: "Forged",
      role: "x",
      overview: "x",
    },
    { intent: "project-delete", experienceId: ids.experience, projectId: ids.publicProject },
    {
      intent: "project-add",
      experienceId: ids.experience,
      title: "Forged",
      role: "x",
      overview: "x",
    },
    {
      intent: "education-update",
      educationId: ids.education,
      institution: "Forged",
      degree: "Forged",
    },
    { intent: "education-delete", educationId: ids.education },
    { intent: "resume-delete", resumeId: resume.id },
  ];
  for (const form of attempts) {
    const response = await b.request.post("/user/profile", { headers: origin, form });
    expect([403, 404], `${form.intent} answered ${response.status()}`).toContain(response.status());
  }
  const viaUrl = await b.request.post(
    `/user/profile?userId=${encodeURIComponent(a.candidate.id)}`,
    {
      headers: origin,
      form: { intent: "basic", first_name: "Forged", bio: "Forged" },
    },
  );
  expect(viaUrl.status()).toBe(404);
  const apiDelete = await b.request.delete(`/api/resumes/${resume.id}`, { headers: origin });
  expect(apiDelete.status()).toBe(404);
  // A user id in the form is ignored: the post changes the sender's own profile only.
  const forgedField = await b.request.post("/user/profile", {
    headers: origin,
    form: {
      intent: "basic",
      userId: a.candidate.id,
      user_id: a.candidate.id,
      first_name: "Bob",
      bio: "Forged bio",
    },
  });
  expect(forgedField.status()).toBe(200);
  const [bobProfile] = await queryDb<{ bio: string }>(
    "select bio from user_profiles where user_id = $1",
    [b.candidate.id],
  );
  expect(bobProfile?.bio).toBe("Forged bio");
  // Unsaving someone else's job only ever touches one's own rows.
  await b.request.post("/api/saved-jobs", {
    headers: origin,
    form: { jobId: saved.id, intent: "unsave" },
  });

  expect(await snapshotOf(a.candidate.id)).toEqual(before);
  // The owner still has everything.
  const own = await a.request.get(resume.fileUrl);
  expect(own.status()).toBe(200);
  expect((await own.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await a.context.close();
  await b.context.close();
});

test("the second candidate sees a not-found page for the first one's profile", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const a = await visitor(browser, baseURL, "Ada First");
  const b = await visitor(browser, baseURL, "Bob Second");
  await giveHistory(a.candidate, a.request, baseURL);
  const page = await b.context.newPage();
  const response = await page.goto(`/user/profile?userId=${encodeURIComponent(a.candidate.id)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Private bio")).toHaveCount(0);
  await checkA11y(page);
  await a.context.close();
  await b.context.close();
});

test("staff: a recruiter reads the Candidate Profile without private projects and downloads the resume; an editor cannot; the owner sees everything", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const a = await visitor(browser, baseURL, "Ada First");
  const recruiter = await visitor(browser, baseURL, "Rita Recruiter");
  const editor = await visitor(browser, baseURL, "Eddie Editor");
  await grantRole(recruiter.candidate.id, "recruiter");
  await grantRole(editor.candidate.id, "editor");
  await enrolSecondFactor(recruiter.request, baseURL);
  await enrolSecondFactor(editor.request, baseURL);
  const { resume } = await giveHistory(a.candidate, a.request, baseURL);
  const candidateUrl = `/user/profile?userId=${encodeURIComponent(a.candidate.id)}`;

  const page = await recruiter.context.newPage();
  await page.goto("/careers");
  await page.goto(candidateUrl);
  await expect(page.getByRole("heading", { name: "Candidate Profile", level: 1 })).toBeVisible();
  await expect(page.getByText("Private bio of the first candidate")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Open Payments Platform" })).toBeVisible();
  await expect(page.getByText("Secret Merger Tool")).toHaveCount(0);
  await expect(page.getByRole("form")).toHaveCount(0);
  await checkA11y(page);
  const downloadLink = page.getByRole("link", { name: "Download Resume" });
  await expect(downloadLink).toHaveAttribute("href", resume.fileUrl);
  const file = await recruiter.request.get(resume.fileUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toBe(
    `attachment; filename="first-candidate.pdf"; filename*=UTF-8''first-candidate.pdf`,
  );
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(file.headers()["cache-control"]).toBe("private, no-store");
  expect(file.headers()["content-type"]).toBe("application/pdf");
  // Back returns to where the recruiter came from.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);

  for (const path of [candidateUrl, resume.fileUrl]) {
    expect((await editor.request.get(path)).status()).toBe(404);
  }

  const ownerPage = await a.context.newPage();
  await ownerPage.goto(candidateUrl);
  await expect(ownerPage.getByRole("heading", { name: "Candidate Profile" })).toBeVisible();
  await expect(ownerPage.getByRole("heading", { name: /Secret Merger Tool/ })).toBeVisible();
  await expect(ownerPage.getByText("Private", { exact: true })).toBeVisible();
  await checkA11y(ownerPage);
  for (const visitorContext of [a, recruiter, editor]) await visitorContext.context.close();
});

test("signed-out requests: login for pages, 401 for changes", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const a = await visitor(browser, baseURL, "Ada First");
  const { resume } = await giveHistory(a.candidate, a.request, baseURL);
  const anonymous = await playwright.request.newContext({ baseURL });
  const origin = { origin: baseURL as string };
  for (const path of [`/user/profile?userId=${a.candidate.id}`, resume.fileUrl, "/user/profile"]) {
    const response = await anonymous.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toContain("/user/login?redirectTo=");
  }
  const upload = await anonymous.post("/api/resumes", {
    headers: { ...origin, accept: "application/json" },
    multipart: {
      resume: { name: "x.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfFile()) },
    },
  });
  expect(upload.status()).toBe(401);
  expect((await anonymous.delete(`/api/resumes/${resume.id}`, { headers: origin })).status()).toBe(
    401,
  );
  // A page post answers with the login redirect of the page (nothing is changed).
  const pagePost = await anonymous.post("/user/profile", {
    headers: origin,
    form: { intent: "resume-delete", resumeId: resume.id },
    maxRedirects: 0,
  });
  expect(pagePost.status()).toBe(302);
  expect(pagePost.headers().location).toContain("/user/login?redirectTo=");
  const [still] = await queryDb("select id from resume_files where id = $1", [resume.id]);
  expect(still).toBeDefined();
  await anonymous.dispose();
  await a.context.close();
});
