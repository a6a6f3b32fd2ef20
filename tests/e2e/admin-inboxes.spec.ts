import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { grantRole, prepareVisitor, signUpCandidate, uniqueEmail } from "../support/candidates";
import { queryDb, uniqueBusinessEmail, waitForMail } from "../support/e2e-services";
import { enrolSecondFactor, staffSession } from "../support/staff";
import { expect, test, waitForHydration } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

const uniqueName = (role: string) => `${role} ${Math.random().toString(36).slice(2, 8)}`;

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

function rowOf(page: Page, email: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email }) });
}

/** Sets the filter form's fields and applies them. */
async function filter(page: Page, selects: Record<string, string>) {
  const form = page.getByRole("search", { name: "Filters" });
  for (const [label, option] of Object.entries(selects)) {
    await form.getByLabel(label, { exact: true }).selectOption({ label: option });
  }
  await form.getByRole("button", { name: "Apply filters" }).click();
}

/** Downloads the page's "Export CSV" file and returns its text. */
async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

const today = () => new Date().toISOString().slice(0, 10);

test("an admin assigns a lead to themselves, marks it handled, filters and exports it", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  test.slow();
  const name = uniqueName("Lena Leads");
  const { context, user } = await staffSession(browser, baseURL, ["admin"], name);
  const page = await context.newPage();
  const email = uniqueBusinessEmail("inbox-lead");
  const [lead] = await queryDb<{ id: string }>(
    `insert into leads (email, source, consent) values ($1, 'landing-page', $2) returning id`,
    [email, { essential: true, analytics: false, marketing: true, functional: false }],
  );

  await page.goto(`/admin/leads?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await waitForHydration(page);
  const row = rowOf(page, email);
  await expect(row).toContainText("landing-page");
  await expect(row).toContainText("Marketing");
  await expect(row).toContainText("Open");
  await checkA11y(page);

  await row.getByLabel(`Assign the lead from ${email} to`).selectOption({ label: name });
  await row.getByRole("button", { name: `Assign the lead from ${email}`, exact: true }).click();
  await expect(toast(page, "Assigned")).toBeVisible();
  await expect(row.getByLabel(`Assign the lead from ${email} to`)).toHaveValue(user.id);

  await filter(page, { "Assigned to": "Me" });
  await expect(page).toHaveURL(/assigned=me/);
  await expect(rowOf(page, email)).toBeVisible();

  await rowOf(page, email)
    .getByRole("button", { name: `Mark handled the lead from ${email}` })
    .click();
  await expect(toast(page, "Marked handled")).toBeVisible();
  // Open leads is the default view: a handled lead leaves it.
  await expect(rowOf(page, email)).toHaveCount(0);
  await filter(page, { Show: "Handled" });
  await expect(page).toHaveURL(/handled=handled/);
  await expect(rowOf(page, email)).toContainText(`by ${name}`);
  await checkA11y(page);

  const csv = await exportCsv(page);
  expect(csv.name).toBe(`leads-${today()}.csv`);
  const lines = csv.text.trimEnd().split("\r\n");
  expect(lines[0]).toBe("Email,Source,Consent,Received,Assigned to,Handled at,Handled by");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^${email.replaceAll(".", "\\.")},landing-page,Marketing,[^,]+,${name},[^,]+,${name}$`,
    ),
  );

  // Bad input is a 400, handling a handled lead a 409; neither writes anything.
  const post = (form: Record<string, string>) =>
    context.request.post("/admin/leads", {
      maxRedirects: 0,
      headers: { origin: baseURL as string },
      form,
    });
  expect((await post({ intent: "handle", id: "not-an-id" })).status()).toBe(400);
  expect((await post({ intent: "status", id: lead?.id as string, status: "read" })).status()).toBe(
    400,
  );
  expect((await post({ intent: "handle", id: lead?.id as string })).status()).toBe(409);

  const audit = await queryDb<{ action: string; actor_id: string }>(
    "select action, actor_id from audit_log where entity_id = $1 order by created_at",
    [lead?.id],
  );
  expect(audit).toEqual([
    { action: "lead.assign", actor_id: user.id },
    { action: "lead.handle", actor_id: user.id },
  ]);

  await rowOf(page, email)
    .getByRole("button", { name: `Reopen the lead from ${email}` })
    .click();
  await expect(toast(page, "Reopened")).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);
  const [reopened] = await queryDb<{ handled_at: Date | null }>(
    "select handled_at from leads where id = $1",
    [lead?.id],
  );
  expect(reopened?.handled_at).toBeNull();
  await context.close();
});

test("an admin follows up a contact message and exports it with its line breaks", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  test.slow();
  const name = uniqueName("Mia Messages");
  const { context, user } = await staffSession(browser, baseURL, ["admin"], name);
  const page = await context.newPage();
  const email = uniqueBusinessEmail("inbox-message");
  const longLine = "We need a team of five engineers for a payments platform. ".repeat(6);
  const message = `Hello,\n${longLine}\nCall us, "soon"!`;
  await queryDb(
    `insert into contact_messages (name, email, company, service, message)
     values ('Grace Hopper', $1, '=Acme', 'consulting', $2)`,
    [email, message],
  );

  await page.goto(`/admin/messages?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await waitForHydration(page);
  const row = rowOf(page, email);
  await expect(row).toContainText("Grace Hopper");
  await expect(row).toContainText("Consulting");
  await expect(row).toContainText("New");
  // A long message is collapsed; "Show more" opens all of it.
  const full = row.getByText('Call us, "soon"!');
  await expect(full).toBeHidden();
  await row.getByText("Show more").click();
  await expect(full).toBeVisible();
  await checkA11y(page);

  await row.getByLabel(`Assign the message from ${email} to`).selectOption(user.id);
  await row.getByRole("button", { name: `Assign the message from ${email}`, exact: true }).click();
  await expect(toast(page, "Assigned")).toBeVisible();
  await rowOf(page, email)
    .getByRole("button", { name: `Mark handled the message from ${email}` })
    .click();
  await expect(toast(page, "Marked handled")).toBeVisible();
  await filter(page, { Show: "All", Status: "Answered" });
  await expect(rowOf(page, email)).toContainText("Answered");
  await expect(rowOf(page, email)).toContainText(`by ${name}`);

  await rowOf(page, email)
    .getByLabel(`Status of the message from ${email}`)
    .selectOption({ label: "Archived" });
  await rowOf(page, email)
    .getByRole("button", { name: `Set status of the message from ${email}` })
    .click();
  await expect(toast(page, "Status changed")).toBeVisible();
  // The list still shows answered messages only.
  await expect(rowOf(page, email)).toHaveCount(0);
  await filter(page, { Status: "Archived" });
  await expect(rowOf(page, email)).toContainText("Archived");
  await checkA11y(page);

  const csv = await exportCsv(page);
  expect(csv.name).toBe(`messages-${today()}.csv`);
  expect(csv.text.startsWith("Name,Email,Company,Service,Message,Status,Received,")).toBe(true);
  expect(csv.text).toContain(
    `Grace Hopper,${email},'=Acme,Consulting,"Hello,\n${longLine}\nCall us, ""soon""!",archived,`,
  );

  const audit = await queryDb<{ action: string }>(
    `select a.action from audit_log a join contact_messages m on m.id::text = a.entity_id
     where m.email = $1 order by a.created_at`,
    [email],
  );
  expect(audit.map((entry) => entry.action)).toEqual([
    "message.assign",
    "message.handle",
    "message.status",
  ]);
  await context.close();
});

test("the outbox lists emails by status and a retried failed email is delivered", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  test.slow();
  const { context } = await staffSession(browser, baseURL, ["admin"], uniqueName("Otto"));
  const page = await context.newPage();
  const to = uniqueEmail("outbox-retry");
  const [failed] = await queryDb<{ id: string }>(
    `insert into email_outbox (template, to_address, subject, html, text, status, attempts, last_error)
     values ('contact-confirmation', $1, 'Retry me', '<p>Hello <script>x</script></p>', 'Hello again',
       'failed', 10, '[ECONNREFUSED] no route') returning id`,
    [to],
  );

  await page.goto("/admin/outbox?status=failed");
  await expect(page.getByRole("heading", { level: 1, name: "Email outbox" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: /Failed/ })).toHaveAttribute("aria-selected", "true");
  const row = rowOf(page, to);
  await expect(row).toContainText("Retry me");
  await expect(row).toContainText("[ECONNREFUSED] no route");
  await expect(row).toContainText("10");
  await expect(page.getByText("<script>")).toHaveCount(0);
  await checkA11y(page);

  await row.getByRole("button", { name: `Retry the email to ${to}` }).click();
  await expect(toast(page, "Email queued again")).toBeVisible();
  await expect(rowOf(page, to)).toHaveCount(0);
  const [mail] = await waitForMail(to, 1, 30_000);
  expect(mail?.subject).toBe("Retry me");

  await expect
    .poll(async () => {
      const [state] = await queryDb<{ status: string }>(
        "select status from email_outbox where id = $1",
        [failed?.id],
      );
      return state?.status;
    })
    .toBe("sent");
  await page.goto("/admin/outbox?status=sent");
  await expect(rowOf(page, to)).toContainText("Sent");
  await checkA11y(page);

  // Retrying what is no longer failed is a conflict, and changes nothing.
  const again = await context.request.post("/admin/outbox", {
    maxRedirects: 0,
    headers: { origin: baseURL as string },
    form: { intent: "retry", id: failed?.id as string },
  });
  expect(again.status()).toBe(409);
  const [audit] = await queryDb<{ total: string }>(
    "select count(*) as total from audit_log where entity_id = $1 and action = 'outbox.retry'",
    [failed?.id],
  );
  expect(audit?.total).toBe("1");
  await context.close();
});

test("without JavaScript a message opens with Show more, filters apply and it is marked handled", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await prepareVisitor(context);
  const user = await signUpCandidate(context.request, baseURL, uniqueName("Nora NoScript"));
  await grantRole(user.id, "admin");
  await enrolSecondFactor(context.request, baseURL);
  const page = await context.newPage();
  const email = uniqueBusinessEmail("inbox-noscript");
  await queryDb("insert into contact_messages (name, email, message) values ('Nina', $1, $2)", [
    email,
    `${"A long enquiry about a data platform. ".repeat(10)}\nThe end.`,
  ]);

  await page.goto("/admin/messages");
  await page.getByRole("search", { name: "Filters" }).getByLabel("Email contains").fill(email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/email=inbox-noscript/);
  const row = rowOf(page, email);
  await expect(row.getByText("The end.")).toBeHidden();
  await row.getByText("Show more").click();
  await expect(row.getByText("The end.")).toBeVisible();

  await row.getByRole("button", { name: `Mark handled the message from ${email}` }).click();
  await expect(page).toHaveURL(/email=inbox-noscript/);
  await expect(rowOf(page, email)).toHaveCount(0);
  const [message] = await queryDb<{ status: string; handled_by: string }>(
    "select status, handled_by from contact_messages where email = $1",
    [email],
  );
  expect(message).toEqual({ status: "answered", handled_by: user.id });
  await context.close();
});

for (const role of ["recruiter", "editor"] as const) {
  test(`${role === "editor" ? "an" : "a"} ${role} is refused the inboxes, the outbox and the exports`, async ({
    browser,
    baseURL,
  }) => {
    const { context } = await staffSession(browser, baseURL, [role]);
    for (const path of [
      "/admin/leads",
      "/admin/leads.csv",
      "/admin/messages",
      "/admin/messages.csv",
      "/admin/outbox",
    ]) {
      const response = await context.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
    }
    for (const [path, form] of [
      ["/admin/leads", { intent: "handle", id: "00000000-0000-4000-8000-000000000000" }],
      ["/admin/messages", { intent: "handle", id: "00000000-0000-4000-8000-000000000000" }],
      ["/admin/outbox", { intent: "retry", id: "00000000-0000-4000-8000-000000000000" }],
    ] as const) {
      const response = await context.request.post(path, {
        maxRedirects: 0,
        headers: { origin: baseURL as string },
        form,
      });
      expect(response.status(), path).toBe(403);
    }
    await context.close();
  });
}
