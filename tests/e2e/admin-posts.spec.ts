import type { APIRequestContext, Page } from "@playwright/test";
import { expectLongDescriptionRefused } from "../support/category-form";
import { queryDb } from "../support/e2e-services";
import { staffSession } from "../support/staff";
import { expect as baseExpect, test, waitForHydration } from "./fixtures";

// Saving waits for the server and axe runs on full pages: give the loaded machine room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

/** The form's 400/409 answers to invalid fields are the page working, not a fault. */
function unexpectedErrors(errors: string[]) {
  return errors.filter((error) => !/the server responded with a status of 40[09]/.test(error));
}

/** Every URL listed in the posts sitemap files the sitemap index names. */
async function sitemapPostUrls(request: APIRequestContext): Promise<string> {
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>([^<]*\/sitemaps\/posts(?:-\d+)?\.xml)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  );
  const bodies = await Promise.all(files.map(async (file) => (await request.get(file)).text()));
  return bodies.join("\n");
}

async function expectReaders(
  request: APIRequestContext,
  post: { title: string; slug: string },
  visible: boolean,
) {
  for (const feed of ["/feed.xml", "/atom.xml", "/feed.json"]) {
    const body = await (await request.get(feed)).text();
    expect(body.includes(post.title), `in ${feed}`).toBe(visible);
  }
  const sitemap = await sitemapPostUrls(request);
  const page = await request.get(`/knowledge-center/${post.slug}`);
  expect(sitemap.includes(`/knowledge-center/${post.slug}</loc>`), "in the posts sitemap").toBe(
    visible,
  );
  expect(page.status(), "the post page").toBe(visible ? 200 : 404);
}

test("an editor writes a post with preview, schedules it, publishes it, and deletes another", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  test.slow();
  const { context } = await staffSession(browser, baseURL, ["editor"]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const id = unique();
  const post = { title: `Preview journey ${id}`, slug: `preview-journey-${id}` };

  await page.goto("/admin/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await checkA11y(page);
  await waitForHydration(page);
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page).toHaveURL("/admin/posts/new");
  await waitForHydration(page);

  // The slug follows the title; the preview renders the Markdown as the post page would.
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(post.title);
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveValue(post.slug);
  await page
    .getByLabel("Excerpt (optional)", { exact: true })
    .fill("How the staff editor previews and schedules posts.");
  await page
    .getByLabel("Content (Markdown) (optional)", { exact: true })
    .fill("## Deploy checklist\n\nBefore you ship:\n\n- freeze the schema\n- warm the cache\n");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 2, name: "Deploy checklist" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText(["freeze the schema", "warm the cache"]);
  await page
    .getByLabel("Tags (optional)", { exact: true })
    .fill(`Editorial${id}, editorial${id}, Deploys`);
  await checkA11y(page);

  // Schedule it for tomorrow (UTC).
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
  await page.getByLabel("Schedule", { exact: true }).check();
  await page.getByLabel("Publish at (UTC)", { exact: true }).fill(tomorrow);
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toast(page, "Post scheduled")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
  const postId = new URL(page.url()).pathname.split("/").pop() as string;
  await expect(page.getByText("Scheduled", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Tags (optional)", { exact: true })).toHaveValue(
    `Editorial${id}, Deploys`,
  );
  await checkA11y(page);

  // Scheduled: readers see nothing yet.
  await expectReaders(context.request, post, false);
  await page.goto(`/knowledge-center?q=${encodeURIComponent(post.title)}`);
  await expect(page.getByRole("link", { name: post.title })).toHaveCount(0);

  // Publish now: it is in the list, the feed, the sitemap, and its page renders.
  await page.goto(`/admin/posts/${postId}`);
  await page.getByLabel("Publish now", { exact: true }).check();
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(toast(page, "Post published")).toBeVisible();
  await expectReaders(context.request, post, true);
  const [row] = await queryDb<{ status: string; tags: string[] }>(
    "select status, tags from blog_posts where id = $1",
    [postId],
  );
  expect(row).toEqual({ status: "published", tags: [`Editorial${id}`, "Deploys"] });
  const audit = await queryDb<{ action: string }>(
    "select action from audit_log where entity_id = $1 order by created_at",
    [postId],
  );
  expect(audit.map((entry) => entry.action)).toEqual(["post.create", "post.publish"]);

  await page.goto(`/knowledge-center?q=${encodeURIComponent(post.title)}`);
  await expect(page.getByRole("link", { name: post.title }).first()).toBeVisible();
  await page.goto(`/knowledge-center/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Deploy checklist" })).toBeVisible();

  await page.goto(`/admin/posts?q=${encodeURIComponent(post.title)}&status=published`);
  const listed = page.getByRole("row").filter({ hasText: post.title });
  await expect(listed).toContainText("Published");
  await checkA11y(page);

  // A second post: its slug clashes with the first (409, said next to the field), then it is
  // saved under its own slug and deleted through the confirmation dialog.
  const second = { title: `Throwaway ${id}`, slug: `throwaway-${id}` };
  await page.goto("/admin/posts/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(second.title);
  await page.getByRole("textbox", { name: "Slug", exact: true }).fill(post.slug);
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("Another post already uses this slug.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByRole("textbox", { name: "Slug", exact: true })).toBeFocused();
  await checkA11y(page);
  await page.getByRole("textbox", { name: "Slug", exact: true }).fill(second.slug);
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(toast(page, "Post created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
  await waitForHydration(page);

  await page.getByRole("button", { name: "Delete post" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${second.title}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Delete post" }).click();
  await expect(page).toHaveURL("/admin/posts");
  await expect(toast(page, "Post deleted")).toBeVisible();
  expect(await queryDb("select id from blog_posts where slug = $1", [second.slug])).toEqual([]);

  expect(unexpectedErrors(errors)).toEqual([]);
  await context.close();
});

test("the editor's preview loads its renderer when the body is focused, with the server's markup until then", async ({
  browser,
  baseURL,
}) => {
  const { context } = await staffSession(browser, baseURL, ["editor"]);
  const page = await context.newPage();
  const renderer: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/markdown-content-[\w-]+\.js$/.test(request.url())) renderer.push(request.url());
  });
  const [post] = await queryDb<{ id: string }>(
    "select id from blog_posts where content like '%## %' order by publish_date limit 1",
  );
  expect(post, "a seeded post with a heading in its body").toBeDefined();

  await page.goto(`/admin/posts/${post?.id}`);
  await waitForHydration(page);
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 2 }).first()).toBeVisible();
  const served = { text: await preview.textContent(), box: await preview.boundingBox() };
  expect(renderer, "nothing of the renderer before the preview is needed").toEqual([]);

  const body = page.getByLabel("Content (Markdown) (optional)", { exact: true });
  const loaded = page.waitForResponse((response) => renderer.includes(response.url()));
  await body.focus();
  await loaded;
  // The live preview renders what the server did: same text, same place and size.
  await expect(preview).toHaveText(served.text ?? "");
  expect(await preview.boundingBox()).toEqual(served.box);

  await body.press("ControlOrMeta+End");
  await body.pressSequentially("\n\n## Added while editing\n");
  await expect(
    preview.getByRole("heading", { level: 2, name: "Added while editing" }),
  ).toBeVisible();
  await context.close();
});

test("a post the server refuses is not saved: each message next to its field, the first one focused", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const title = `Refused ${unique()}`;
  const { context } = await staffSession(browser, baseURL, ["editor"]);
  const page = await context.newPage();

  await page.goto("/admin/posts/new");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  // Both pass the browser's own checks (plain text): the server refuses them.
  const canonical = page.getByLabel("Canonical URL (optional)", { exact: true });
  const legacy = page.getByLabel("Legacy URL (optional)", { exact: true });
  await canonical.fill("http://example.com/a");
  await legacy.fill("/blog/old-address");
  await page.getByRole("button", { name: "Create post" }).click();

  await expect(canonical).toHaveAccessibleDescription(
    /^Canonical URL must be a site path starting with "\/" or an https:\/\/ address\./,
  );
  await expect(canonical).toHaveAttribute("aria-invalid", "true");
  await expect(canonical).toBeFocused();
  await expect(legacy).toHaveAccessibleDescription(/^Legacy URL must look like \/post\/\{slug\}\./);
  await expect(page.getByText("Please check the highlighted fields.")).toBeVisible();
  // What was typed is still there to correct.
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await expect(canonical).toHaveValue("http://example.com/a");
  await checkA11y(page);
  expect(await queryDb("select id from blog_posts where title = $1", [title])).toEqual([]);
  await context.close();
});

test("an editor creates, renames and deletes a post category", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const { context } = await staffSession(browser, baseURL, ["editor"]);
  const page = await context.newPage();
  const name = `Field notes ${unique()}`;

  await page.goto("/admin/post-categories");
  await expect(page.getByRole("heading", { level: 1, name: "Post categories" })).toBeVisible();
  await checkA11y(page);
  await waitForHydration(page);
  const createForm = page.getByRole("form", { name: "New category" });
  const field = (label: string) => createForm.getByLabel(label, { exact: true });
  await field("Name").fill(name);
  await field("Description (optional)").fill("Notes from the field.");
  await createForm.getByRole("button", { name: "Create category" }).click();
  await expect(toast(page, "Category created")).toBeVisible();
  await expect(field("Name")).toHaveValue("");

  // The same name again is refused next to the field, which takes the focus.
  await field("Name").fill(name.toUpperCase());
  await createForm.getByRole("button", { name: "Create category" }).click();
  // The message first, then the field's note.
  await expect(field("Name")).toHaveAccessibleDescription(
    `A category named “${name.toUpperCase()}” already exists: choose another name. Its address (slug) is made from the name and does not change later.`,
  );
  await expect(field("Name")).toBeFocused();

  await expectLongDescriptionRefused(createForm, `${name} long`, "blog_categories");

  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  await row.getByRole("link", { name: `Edit ${name}` }).click();
  const editForm = page.getByRole("form", { name: `Edit “${name}”` });
  await waitForHydration(page);
  await expect(editForm.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(editForm.getByLabel("Description (optional)")).toHaveValue("Notes from the field.");
  await editForm.getByLabel("Name", { exact: true }).fill(`${name} renamed`);
  await editForm.getByRole("button", { name: "Save category" }).click();
  await expect(toast(page, "Category saved")).toBeVisible();

  const renamed = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: `${name} renamed` }) });
  await renamed.getByRole("button", { name: `Delete ${name} renamed` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("No posts are in this category.");
  await checkA11y(page);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Category deleted")).toBeVisible();
  await expect(renamed).toHaveCount(0);

  // An unknown or malformed post id is a 404, not an error.
  for (const path of [
    "/admin/posts/not-a-post",
    "/admin/posts/00000000-0000-4000-8000-000000000000",
  ]) {
    expect((await context.request.get(path)).status(), path).toBe(404);
  }
  await context.close();
});

test("a recruiter may not open the posts pages", async ({ browser, baseURL, checkA11y }) => {
  const { context } = await staffSession(browser, baseURL, ["recruiter"]);
  const page = await context.newPage();
  const response = await page.goto("/admin/posts");
  expect(response?.status()).toBe(403);
  await checkA11y(page);
  for (const path of ["/admin/posts", "/admin/posts/new", "/admin/post-categories"]) {
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
  }
  const preview = await context.request.post("/admin/posts/preview", {
    form: { content: "# Hi" },
    maxRedirects: 0,
  });
  expect(preview.status()).toBe(403);
  await context.close();
});
