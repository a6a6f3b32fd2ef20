import type { Page } from "@playwright/test";
import { prepareVisitor, signUpCandidate } from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { docxFile, pdfFile, pngFile } from "../support/resume-files";
import { expect as baseExpect, test } from "./fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => {
  await prepareVisitor(context);
});

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function profileRow(userId: string) {
  const [row] = await queryDb<Record<string, unknown>>(
    "select first_name, last_name, email, phone, location, bio, skills, experience, education, social_links, resume_url from user_profiles where user_id = $1",
    [userId],
  );
  return row as {
    skills: string[];
    social_links: Record<string, string>;
    experience: Array<Record<string, unknown> & { projects: Array<Record<string, unknown>> }>;
    education: Array<Record<string, unknown>>;
    resume_url: string | null;
  } & Record<string, unknown>;
}

test("Basic Info: an empty profile on the first visit, the skills rules, link validation, saving, the summary", async ({
  page,
  context,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  const candidate = await signUpCandidate(context.request, baseURL, "Ada Lovelace");
  await queryDb("delete from user_profiles where user_id = $1", [candidate.id]);
  await page.goto("/user/profile");
  await expect(page.getByRole("heading", { name: "My Profile", level: 1 })).toBeVisible();
  expect(await profileRow(candidate.id)).toMatchObject({ first_name: "Ada", skills: [] });
  await expect(page.getByRole("tab", { name: "Basic Info" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  for (const name of ["Experience", "Education", "Resume"]) {
    await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "false");
  }
  const quickLinks = page.getByRole("navigation", { name: "Quick links" });
  await expect(quickLinks.getByRole("link", { name: "Browse Jobs" })).toHaveAttribute(
    "href",
    "/careers",
  );
  await expect(quickLinks.getByRole("link", { name: "My Applications" })).toHaveAttribute(
    "href",
    "/user/applications",
  );
  await expect(quickLinks.getByRole("link", { name: "Saved Jobs" })).toHaveAttribute(
    "href",
    "/user/saved-jobs",
  );
  await checkA11y();

  const form = page.getByRole("form", { name: "Basic Info" });
  await expect(form.getByLabel("First Name")).toHaveValue("Ada");
  await expect(form.getByLabel("Last Name")).toHaveValue("Lovelace");
  await form.getByLabel("Phone").fill("+44 20 7946 0000");
  await form.getByLabel("Location").fill("London, United Kingdom");
  await form.getByLabel("Bio").fill("Wrote the first published algorithm.");

  const skill = form.getByRole("textbox", { name: "Add skill" });
  const skills = form.getByRole("list", { name: "Skills" });
  await skill.fill("  React  ");
  await skill.press("Enter");
  await skill.fill("react");
  await skill.press("Enter");
  await skill.fill("   ");
  await expect(form.getByRole("button", { name: "Add skill" })).toBeDisabled();
  await skill.fill("TypeScript");
  await form.getByRole("button", { name: "Add skill" }).click();
  for (const name of ["Go", "Rust", "Python", "SQL", "Docker", "Kubernetes"]) {
    await skill.fill(name);
    await skill.press("Enter");
  }
  await expect(skills.getByRole("listitem")).toHaveCount(8);
  await expect(skills.getByRole("listitem").first()).toHaveText(/^React/);
  await form.getByRole("button", { name: "Remove Docker" }).click();
  await expect(skills.getByRole("listitem")).toHaveCount(7);

  // Checked on the server (ADR 083): the browser stops what is not a web address at all...
  await form.getByLabel("LinkedIn").fill("not a link");
  await form.getByLabel("GitHub").fill("https://github.com/ada");
  await form.getByRole("button", { name: "Save Profile" }).click();
  expect(
    await form.getByLabel("LinkedIn").evaluate((input: HTMLInputElement) => input.validity.valid),
  ).toBe(false);
  expect((await profileRow(candidate.id)).social_links?.linkedin).toBeUndefined();
  // ...the action the rest: its message next to the field, which takes the focus.
  await form.getByLabel("LinkedIn").fill("ftp://www.linkedin.com/in/ada");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expect(form.getByLabel("LinkedIn")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("LinkedIn")).toHaveAccessibleDescription(
    "Enter a full web address starting with https://",
  );
  await expect(form.getByLabel("LinkedIn")).toBeFocused();
  // What was typed stays, the skills too.
  await expect(form.getByLabel("Phone")).toHaveValue("+44 20 7946 0000");
  await expect(skills.getByRole("listitem")).toHaveCount(7);
  expect((await profileRow(candidate.id)).social_links?.linkedin).toBeUndefined();
  await checkA11y();
  await form.getByLabel("LinkedIn").fill("https://www.linkedin.com/in/ada-lovelace");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expect(toast(page, "Profile saved successfully!")).toBeVisible();
  // The form shows what was saved, the error is gone.
  await expect(form.getByLabel("LinkedIn")).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Location")).toHaveValue("London, United Kingdom");
  await expect(skills.getByRole("listitem")).toHaveCount(7);

  const row = await profileRow(candidate.id);
  expect(row).toMatchObject({
    phone: "+44 20 7946 0000",
    location: "London, United Kingdom",
    skills: ["React", "TypeScript", "Go", "Rust", "Python", "SQL", "Kubernetes"],
    social_links: {
      linkedin: "https://www.linkedin.com/in/ada-lovelace",
      github: "https://github.com/ada",
    },
  });

  // The side summary: six skills, then '+1 more'.
  const summary = page.getByRole("complementary", { name: "Profile summary" });
  const top = summary.getByRole("list", { name: "Top skills" });
  await expect(top.getByRole("listitem")).toHaveText([
    "React",
    "TypeScript",
    "Go",
    "Rust",
    "Python",
    "SQL",
    "+1 more",
  ]);
  await page.reload();
  await expect(form.getByLabel("Location")).toHaveValue("London, United Kingdom");
  await expect(skills.getByRole("listitem")).toHaveCount(7);

  // The tabs follow the keyboard pattern: arrows move, one tab stop.
  const basicTab = page.getByRole("tab", { name: "Basic Info" });
  // Roving tabindex is set once the page runs JavaScript.
  await expect(basicTab).toHaveAttribute("tabindex", "0");
  await basicTab.focus();
  await page.keyboard.press("ArrowRight");
  const experienceTab = page.getByRole("tab", { name: "Experience" });
  await expect(experienceTab).toHaveAttribute("aria-selected", "true");
  await expect(experienceTab).toBeFocused();
  await expect(page).toHaveURL(/\?tab=experience$/);
  await expect(page.getByRole("tabpanel", { name: "Experience" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Resume" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(basicTab).toHaveAttribute("aria-selected", "true");
  await expect(basicTab).toHaveAttribute("tabindex", "0");
  await expect(experienceTab).toHaveAttribute("tabindex", "-1");
  expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});

test("Experience and projects: the add rules, team size, Public/Private, technologies and years in the summary", async ({
  page,
  context,
  baseURL,
  checkA11y,
}) => {
  const candidate = await signUpCandidate(context.request, baseURL, "Grace Hopper");
  await page.goto("/user/profile?tab=experience");
  await expect(page.getByRole("tab", { name: "Experience" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText("No experience added yet")).toBeVisible();

  async function addExperience(
    company: string,
    position: string,
    start: string,
    end: string,
    skills: string[],
  ) {
    await page.getByText("Add Experience", { exact: true }).first().click();
    const form = page.getByRole("form", { name: "Add experience" });
    const add = form.getByRole("button", { name: "Add Experience" });
    await expect(add).toBeDisabled();
    // After an add the form starts empty again, its skills too.
    await expect(form.getByLabel("Company")).toHaveValue("");
    await expect(form.getByRole("list", { name: "Skills Used" })).toHaveCount(0);
    await form.getByLabel("Company").fill(company);
    await expect(add).toBeDisabled();
    await form.getByLabel("Position").fill(position);
    await expect(add).toBeEnabled();
    await form.getByLabel("Start Date").fill(start);
    await form.getByLabel("End Date").fill(end);
    for (const skill of skills) {
      await form.getByRole("textbox", { name: "Add skills used" }).fill(skill);
      await form.getByRole("textbox", { name: "Add skills used" }).press("Enter");
    }
    await add.click();
    await expect(toast(page, "Experience added")).toBeVisible();
    await expect(page.getByRole("heading", { name: position, level: 3 })).toBeVisible();
    // A successful add closes the form.
    await expect(form).toBeHidden();
  }
  await addExperience("Acme", "Engineer", "2020-01", "2020-12", ["React", "Node.js"]);
  await addExperience("Globex", "Lead Engineer", "2021-01", "2022-12", ["react"]);
  await expect(page.getByText("Jan 2020 – Dec 2020")).toBeVisible();
  // 365 + 729 days over 365.25, to one decimal.
  const summary = page.getByRole("complementary", { name: "Profile summary" });
  await expect(summary.getByTestId("experience-years")).toHaveText("3 years");

  const acme = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Engineer", exact: true }) });
  await acme.getByText("Add Project to Acme").click();
  const projectForm = page.getByRole("form", { name: "Add project to Acme" });
  const addProject = projectForm.getByRole("button", { name: "Add Project" });
  await expect(addProject).toBeDisabled();
  await projectForm.getByLabel("Project Title").fill("Checkout rebuild");
  await projectForm.getByRole("textbox", { name: "Role", exact: true }).fill("Tech lead");
  await expect(addProject).toBeDisabled();
  await projectForm.getByLabel("Overview").fill("Rebuilt the checkout for 3x conversion.");
  await expect(addProject).toBeEnabled();
  await projectForm.getByLabel("Client").fill("Initech");
  await projectForm.getByLabel("Team Size").fill("4.7");
  const technology = projectForm.getByRole("textbox", { name: "Add technology" });
  for (const name of [
    "Postgres",
    "Redis",
    "Kafka",
    "GraphQL",
    "Terraform",
    "AWS",
    "Docker",
    "Jest",
    "Vite",
    "postgres",
  ]) {
    await technology.fill(name);
    await technology.press("Enter");
  }
  await expect(
    projectForm.getByRole("list", { name: "Technologies" }).getByRole("listitem"),
  ).toHaveCount(9);
  await projectForm.getByRole("textbox", { name: "Add responsibility" }).fill("Led the design");
  await projectForm.getByRole("button", { name: "Add responsibility" }).click();
  await projectForm.getByLabel("Public project (recruiters can see it)").uncheck();
  await checkA11y();
  await addProject.click();
  await expect(toast(page, "Project added")).toBeVisible();

  const project = acme.getByRole("listitem").filter({ hasText: "Checkout rebuild" }).first();
  await expect(project.getByText("Team of 4")).toBeVisible();
  await expect(project.getByText("Private", { exact: true })).toBeVisible();
  const visibility = project.getByRole("switch", { name: /Public/ });
  await expect(visibility).toHaveAttribute("aria-checked", "false");
  await visibility.click();
  await expect(visibility).toHaveAttribute("aria-checked", "true");
  await expect(toast(page, "The project is now public")).toBeVisible();
  await expect(project.getByText("Private", { exact: true })).toHaveCount(0);

  // Technologies: React, Node.js (skills used) and the nine of the project: 8 shown, '+3 more'.
  const technologies = summary.getByRole("list", { name: "Top technologies" });
  await expect(technologies.getByRole("listitem")).toHaveCount(9);
  await expect(technologies.getByRole("listitem").last()).toHaveText("+3 more");

  const row = await profileRow(candidate.id);
  expect(row.experience.map((item) => item.company)).toEqual(["Acme", "Globex"]);
  expect(row.experience[0]?.skills_used).toEqual(["React", "Node.js"]);
  expect(row.experience[0]?.projects[0]).toMatchObject({
    title: "Checkout rebuild",
    client: "Initech",
    role: "Tech lead",
    team_size: 4,
    responsibilities: ["Led the design"],
    is_public: true,
  });

  // Editing keeps the projects; deleting asks first.
  await acme.getByText("Edit Engineer at Acme").click();
  const edit = page.getByRole("form", { name: "Edit Engineer at Acme" });
  await edit.getByLabel("Position").fill("Senior Engineer");
  await edit.getByRole("button", { name: "Save Experience" }).click();
  await expect(toast(page, "Experience updated")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Senior Engineer", level: 3 })).toBeVisible();
  const globex = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Lead Engineer", exact: true }) });
  await globex.getByRole("button", { name: "Delete Lead Engineer at Globex" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Experience removed")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lead Engineer", level: 3 })).toHaveCount(0);
  const after = await profileRow(candidate.id);
  expect(after.experience).toHaveLength(1);
  expect(after.experience[0]?.projects).toHaveLength(1);
  await checkA11y();
});

test("a tab's forms load when the tab is first pointed at or selected, after a client navigation too; unsaved edits survive a switch", async ({
  page,
  context,
  baseURL,
}) => {
  const candidate = await signUpCandidate(context.request, baseURL, "Mary Somerville");
  // The server renders the open tab's panel only; the others are empty until shown.
  const html = await (await context.request.get("/user/profile?tab=resume")).text();
  expect(html).toContain('id="resume-upload-heading"');
  expect(html).not.toContain('aria-label="Basic Info"');

  const tabChunks: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.match(/\/(\w+(?:-\w+)*-tab)-[\w-]+\.js$/)?.[1];
    if (name) tabChunks.push(name);
  });
  await page.goto("/user/account");
  await page.getByRole("link", { name: "Profile", exact: true }).first().click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  const basic = page.getByRole("form", { name: "Basic Info" });
  await expect(basic.getByLabel("First Name")).toHaveValue("Mary");
  expect(tabChunks).toEqual(["basic-info-tab"]);
  await basic.getByLabel("Location").fill("Jedburgh");

  const educationTab = page.getByRole("tab", { name: "Education" });
  const loaded = page.waitForRequest(/\/education-tab-[\w-]+\.js$/);
  await educationTab.hover();
  await loaded;
  await educationTab.click();
  await expect(page).toHaveURL(/\?tab=education$/);
  await page.getByText("Add Education", { exact: true }).first().click();
  const form = page.getByRole("form", { name: "Add education" });
  await form.getByLabel("Institution").fill("University of Edinburgh");
  await form.getByLabel("Degree").fill("Honorary Doctorate");
  await form.getByRole("button", { name: "Add Education" }).click();
  await expect(toast(page, "Education added")).toBeVisible();
  expect((await profileRow(candidate.id)).education[0]).toMatchObject({
    institution: "University of Edinburgh",
  });
  expect(tabChunks).not.toContain("experience-tab");

  // Back on Basic Info, what was typed before the switch is still there, not saved.
  await page.getByRole("tab", { name: "Basic Info" }).click();
  await expect(basic.getByLabel("Location")).toHaveValue("Jedburgh");
  expect((await profileRow(candidate.id)).location).not.toBe("Jedburgh");
});

test("Education: institution and degree required, then edit and delete", async ({
  page,
  context,
  baseURL,
  checkA11y,
}) => {
  const candidate = await signUpCandidate(context.request, baseURL, "Mary Jackson");
  await page.goto("/user/profile?tab=education");
  await page.getByText("Add Education", { exact: true }).first().click();
  const form = page.getByRole("form", { name: "Add education" });
  const add = form.getByRole("button", { name: "Add Education" });
  await expect(add).toBeDisabled();
  await form.getByLabel("Institution").fill("Hampton Institute");
  await expect(add).toBeDisabled();
  await form.getByLabel("Degree").fill("BSc");
  await form.getByLabel("Field of Study").fill("Mathematics and Physical Science");
  await form.getByLabel("GPA").fill("3.9");
  await form.getByLabel("Start Date").fill("1938-09");
  await form.getByLabel("End Date").fill("1942-06");
  await add.click();
  await expect(toast(page, "Education added")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hampton Institute", level: 3 })).toBeVisible();
  await expect(page.getByText("Sep 1938 – Jun 1942")).toBeVisible();
  await checkA11y();

  await page.getByText("Edit Hampton Institute").click();
  const edit = page.getByRole("form", { name: "Edit Hampton Institute" });
  await edit.getByLabel("Degree").fill("");
  await edit.getByRole("button", { name: "Save Education" }).click();
  await expect(edit.getByText("Degree is required.")).toBeVisible();
  await edit.getByLabel("Degree").fill("BS");
  await edit.getByRole("button", { name: "Save Education" }).click();
  await expect(toast(page, "Education updated")).toBeVisible();
  expect((await profileRow(candidate.id)).education[0]).toMatchObject({ degree: "BS", gpa: "3.9" });

  // The dialog's module loads on the first click (ADR 076); Cancel returns focus to the button.
  const deleteEducation = page.getByRole("button", { name: "Delete Hampton Institute" });
  await deleteEducation.click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(deleteEducation).toBeFocused();
  expect((await profileRow(candidate.id)).education).toHaveLength(1);
  await page.getByRole("button", { name: "Delete Hampton Institute" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Education removed")).toBeVisible();
  expect((await profileRow(candidate.id)).education).toEqual([]);
});

test("Resume: upload with progress, content and size checks, one kept on replace, download, delete", async ({
  page,
  context,
  baseURL,
  checkA11y,
}) => {
  const candidate = await signUpCandidate(context.request, baseURL, "Hedy Lamarr");
  await page.goto("/user/profile?tab=resume");
  await expect(page.getByText("No resume uploaded yet.")).toBeVisible();
  await checkA11y();
  const upload = page.getByRole("form", { name: "Upload your resume" });
  const fileInput = page.locator("#resume-file");

  // A slow uplink, so the progress bar is seen.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await fileInput.setInputFiles({
    name: "Hedy Lamarr CV.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pdfFile("Hedy", 1024 * 1024)),
  });
  await upload.getByRole("button", { name: "Upload Resume" }).click();
  const progress = page.getByRole("progressbar", { name: "Upload progress" });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", /\d+/);
  await expect(toast(page, "Resume uploaded successfully!")).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const history = page.getByRole("listitem").filter({ hasText: "Hedy Lamarr CV.pdf" });
  await expect(history).toContainText("1.00 MB");
  await expect(history.getByText("Current")).toBeVisible();
  const [stored] = await queryDb<{ storage_key: string; content_type: string; file_size: number }>(
    "select storage_key, content_type, file_size from resume_files where user_id = $1",
    [candidate.id],
  );
  expect(stored?.storage_key).toMatch(
    new RegExp(`^${candidate.id}/resumes/\\d+_Hedy_Lamarr_CV\\.pdf$`),
  );
  expect(stored).toMatchObject({ content_type: "application/pdf", file_size: 1024 * 1024 });
  expect((await profileRow(candidate.id)).resume_url).toBe(stored?.storage_key);
  await checkA11y();

  // A PNG renamed to .pdf is refused by its content; the current resume stays.
  await fileInput.setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pngFile()),
  });
  await page
    .getByRole("form", { name: "Replace your resume" })
    .getByRole("button", { name: "Upload Resume" })
    .click();
  await expect(
    page
      .getByText(
        "Failed to upload resume: The file's content is not a PDF, DOC or DOCX document.",
        { exact: false },
      )
      .first(),
  ).toBeVisible();
  await expect(history).toBeVisible();

  // More than 10 MB: the page says so before sending anything, and the server refuses it too.
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/resumes")) uploads.push(request.method());
  });
  await fileInput.setInputFiles({
    name: "huge.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pdfFile("x", 10 * 1024 * 1024 + 1)),
  });
  await page
    .getByRole("form", { name: "Replace your resume" })
    .getByRole("button", { name: "Upload Resume" })
    .click();
  await expect(
    page.getByText("Failed to upload resume: The file is larger than 10 MB.").first(),
  ).toBeVisible();
  expect(uploads).toEqual([]);
  const tooLarge = await context.request.post("/api/resumes", {
    headers: { origin: baseURL as string, accept: "application/json" },
    multipart: {
      resume: {
        name: "huge.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(pdfFile("x", 11 * 1024 * 1024)),
      },
    },
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toEqual({
    ok: false,
    error: "Failed to upload resume: The file is larger than 10 MB. Please upload a smaller file.",
  });

  // Replacing keeps only the new one.
  await fileInput.setInputFiles({
    name: "hedy-2025.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(docxFile()),
  });
  await page
    .getByRole("form", { name: "Replace your resume" })
    .getByRole("button", { name: "Upload Resume" })
    .click();
  await expect(toast(page, "Resume uploaded successfully!").last()).toBeVisible();
  const replaced = page.getByRole("listitem").filter({ hasText: "hedy-2025.docx" });
  await expect(replaced).toBeVisible();
  // A file of a few KB says so, not "0.00 MB".
  await expect(replaced).toContainText(/\b\d+(\.\d)?\sKB/);
  await expect(page.getByRole("listitem").filter({ hasText: "Hedy Lamarr CV.pdf" })).toHaveCount(0);
  const files = await queryDb<{ file_name: string }>(
    "select file_name from resume_files where user_id = $1",
    [candidate.id],
  );
  expect(files).toEqual([{ file_name: "hedy-2025.docx" }]);

  // The owner downloads it as an attachment.
  const downloadPromise = page.waitForEvent("download");
  await replaced.getByRole("link", { name: "Download hedy-2025.docx" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("hedy-2025.docx");
  const href = await replaced
    .getByRole("link", { name: "Download hedy-2025.docx" })
    .getAttribute("href");
  const response = await context.request.get(href as string);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe(
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  );
  expect(response.headers()["content-disposition"]).toContain(
    'attachment; filename="hedy-2025.docx"',
  );
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  // The download's own sandbox policy, not the site's page policy.
  expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  expect((await response.body()).subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");

  // Delete asks first, then clears resume_url.
  await replaced.getByRole("button", { name: "Delete hedy-2025.docx" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Resume deleted successfully!")).toBeVisible();
  await expect(page.getByText("No resume uploaded yet.")).toBeVisible();
  expect((await profileRow(candidate.id)).resume_url).toBeNull();
  expect((await context.request.get(href as string)).status()).toBe(404);
});

test("without JavaScript: Basic Info saves, skills are added and removed, experience is added, a resume uploads", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await prepareVisitor(context);
  const page = await context.newPage();
  const candidate = await signUpCandidate(context.request, baseURL, "Alan Turing");
  await page.goto("/user/profile");
  const form = page.getByRole("form", { name: "Basic Info" });
  await form.getByLabel("Add skills").fill("Go, Rust , go");
  await form.getByLabel("Location").fill("Manchester");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile saved successfully!")).toBeVisible();
  expect((await profileRow(candidate.id)).skills).toEqual(["Go", "Rust"]);
  await form.getByRole("checkbox", { name: "Go" }).uncheck();
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile saved successfully!")).toBeVisible();
  expect((await profileRow(candidate.id)).skills).toEqual(["Rust"]);

  // A blank link is fine, a bad one comes back with the error next to the field.
  await form.getByLabel("GitHub").fill("https://github");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expect(
    page
      .getByRole("form", { name: "Basic Info" })
      .getByText("Enter a full web address starting with https://"),
  ).toBeVisible();

  await page.goto("/user/profile?tab=experience");
  await page.getByText("Add Experience", { exact: true }).first().click();
  const add = page.getByRole("form", { name: "Add experience" });
  await add.getByRole("button", { name: "Add Experience" }).click();
  await expect(
    page.getByRole("form", { name: "Add experience" }).getByText("Company is required."),
  ).toBeVisible();
  await page
    .getByRole("form", { name: "Add experience" })
    .getByLabel("Company")
    .fill("Bletchley Park");
  await page
    .getByRole("form", { name: "Add experience" })
    .getByLabel("Position")
    .fill("Cryptanalyst");
  await page
    .getByRole("form", { name: "Add experience" })
    .getByRole("button", { name: "Add Experience" })
    .click();
  await expect(page.getByText("Experience added")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cryptanalyst", level: 3 })).toBeVisible();

  await page.goto("/user/profile?tab=resume");
  await page.locator("#resume-file").setInputFiles({
    name: "turing.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pdfFile("Turing")),
  });
  await page.getByRole("button", { name: "Upload Resume" }).click();
  await expect(page.getByText("Resume uploaded successfully!")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "turing.pdf" })).toBeVisible();
  await context.close();
});
