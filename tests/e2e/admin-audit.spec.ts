import type { Locator, Page } from "@playwright/test";
import { uniqueEmail } from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { staffSession } from "../support/staff";
import { expect as baseExpect, test, waitForHydration } from "./fixtures";

// Sign-up hashes a password and every page runs axe: give the loaded machine room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

/** The log's row of the entry with this summary (not the rows of its changes table). */
function entryRow(page: Page, summary: string) {
  return page
    .getByRole("table", { name: "Audit log entries, newest first" })
    .getByRole("row")
    .filter({ has: page.getByText(summary, { exact: true }) });
}

/** The changes table of an entry: the field's before and after cells. */
function changeOf(entry: Locator, field: string) {
  return entry
    .getByRole("table", { name: "Changed fields" })
    .getByRole("row")
    .filter({ has: entry.page().getByRole("rowheader", { name: field, exact: true }) })
    .getByRole("cell");
}

test("an admin's invitation and its revocation show in the audit log with before and after", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const { context, user } = await staffSession(browser, baseURL, ["admin"], "Audra Admin");
  const page = await context.newPage();
  await page.goto("/admin/invitations");
  const invitee = uniqueEmail("audited");
  const form = page.getByRole("form", { name: "Invite a staff member" });
  await form.getByLabel("Email").fill(invitee);
  await form.getByLabel("Editor", { exact: true }).check();
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, "Invitation sent")).toBeVisible();
  await page.getByRole("button", { name: `Revoke invitation to ${invitee}` }).click();
  await expect(toast(page, "Invitation revoked")).toBeVisible();

  await page.goto("/admin/audit-log");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await checkA11y(page);

  // Filter to this admin's invitation entries through the form.
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByLabel("Actor email").fill(user.email);
  await filters.getByLabel("Entity type").selectOption({ label: "Invitation" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/[?&]entity=invitation/);
  const created = entryRow(page, `Invited ${invitee} as editor`);
  const revoked = entryRow(page, `Revoked the invitation to ${invitee}`);
  await expect(created).toContainText("Invitation created");
  await expect(created).toContainText(user.email);
  await expect(changeOf(created, "email")).toHaveText(["—", invitee]);
  await expect(changeOf(created, "roles")).toHaveText(["—", '["editor"]']);
  await expect(changeOf(created, "status")).toHaveText(["—", "pending"]);
  await expect(revoked).toContainText("Invitation revoked");
  await expect(changeOf(revoked, "status")).toHaveText(["pending", "revoked"]);
  // Newest first: the revocation above the invitation.
  const rows = page
    .getByRole("table", { name: "Audit log entries, newest first" })
    .locator(":scope > tbody > tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Invitation revoked");
  await expect(revoked.getByRole("link", { name: /Open invitation/ })).toHaveAttribute(
    "href",
    "/admin/invitations",
  );
  await checkA11y(page);

  // The action filter keeps the filters already chosen.
  await filters.getByLabel("Action", { exact: true }).selectOption({ label: "Invitation revoked" });
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(rows).toHaveCount(1);
  await expect(revoked).toBeVisible();
  await expect(filters.getByLabel("Actor email")).toHaveValue(user.email);

  // Dates are whole UTC days: today finds them, tomorrow does not.
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const actor = encodeURIComponent(user.email);
  await page.goto(`/admin/audit-log?actor=${actor}&from=${today}&to=${today}`);
  await expect(rows).toHaveCount(2);
  await page.goto(`/admin/audit-log?actor=${actor}&from=${tomorrow}`);
  await expect(page.getByText("No entries match these filters.")).toBeVisible();

  // A range that ends before it starts is a field error (400), not an empty list.
  await waitForHydration(page);
  await filters.getByLabel("To (UTC)").fill(today);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(filters.getByLabel("To (UTC)")).toHaveAttribute("aria-invalid", "true");
  await expect(filters.getByLabel("To (UTC)")).toHaveAccessibleDescription(
    "The end date must be on or after the start date.",
  );
  await expect(filters.getByLabel("From (UTC)")).toHaveValue(tomorrow);
  const answer = await context.request.get(
    `/admin/audit-log?actor=${actor}&from=${tomorrow}&to=${today}`,
  );
  expect(answer.status()).toBe(400);
  await checkA11y(page);

  await filters.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(filters.getByLabel("Actor email")).toHaveValue("");
  await expect(filters.getByLabel("To (UTC)")).not.toHaveAttribute("aria-invalid");
  await context.close();
});

test("the log pages through many entries and shows their values as text", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const actor = uniqueEmail("busy.actor");
  const [post] = await queryDb<{ id: string }>(
    `insert into blog_posts (slug, title) values ($1, 'Audited draft') returning id`,
    [actor.replaceAll(/[^a-z0-9]+/g, "-")],
  );
  // 26 entries a minute apart (one more than a page); the newest is about an existing post and
  // carries markup in its values, the others about posts that are gone.
  await queryDb(
    `insert into audit_log (actor_email, action, entity_type, entity_id, summary, before, after, created_at)
     select $1, 'post.update', 'post', case when n = 1 then $2 else gen_random_uuid()::text end,
            'Edit number ' || n, '{"title":"Plain"}', '{"title":"<b>Bold</b>","tags":["a","b"]}',
            now() - (n || ' minutes')::interval
     from generate_series(1, 26) as n`,
    [actor, post?.id],
  );
  const { context } = await staffSession(browser, baseURL, ["admin"]);
  const page = await context.newPage();
  await page.goto(`/admin/audit-log?actor=${encodeURIComponent(actor)}`);
  await expect(page.getByText("26 entries found.")).toBeVisible();
  const rows = page
    .getByRole("table", { name: "Audit log entries, newest first" })
    .locator(":scope > tbody > tr");
  await expect(rows).toHaveCount(25);
  await expect(rows.first()).toContainText("Edit number 1");
  await expect(rows.first()).toContainText("Post updated");
  const newest = entryRow(page, "Edit number 1");
  await expect(changeOf(newest, "title")).toHaveText(["Plain", "<b>Bold</b>"]);
  await expect(changeOf(newest, "tags")).toHaveText(["—", '["a","b"]']);
  await expect(newest.locator("b")).toHaveCount(0);
  await expect(newest.getByRole("link", { name: /Open post/ })).toHaveAttribute(
    "href",
    `/admin/posts/${post?.id}`,
  );
  await expect(entryRow(page, "Edit number 2").getByRole("link")).toHaveCount(0);
  const pages = page.getByRole("navigation", { name: "Audit log pages" });
  await expect(pages).toContainText("Page 1 of 2");
  await checkA11y(page);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages).toContainText("Page 2 of 2");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Edit number 26");
  await checkA11y(page);
  await context.close();
});

test("recruiters and editors are refused the audit log", async ({ browser, baseURL }) => {
  const [{ summary }] = (await queryDb<{ summary: string }>(
    `insert into audit_log (actor_email, action, entity_type, summary)
     values ('secret.actor@example.org', 'lead.handle', 'lead', $1) returning summary`,
    [`Secret entry ${Date.now()}`],
  )) as [{ summary: string }];
  for (const role of ["recruiter", "editor"] as const) {
    const { context } = await staffSession(browser, baseURL, [role]);
    const response = await context.request.get("/admin/audit-log", { maxRedirects: 0 });
    expect(response.status(), role).toBe(403);
    const body = await response.text();
    expect(body).not.toContain(summary);
    expect(body).not.toContain("secret.actor@example.org");
    const page = await context.newPage();
    await page.goto("/admin");
    await expect(
      page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Audit log" }),
    ).toHaveCount(0);
    await context.close();
  }
});
