import { candidatePassword } from "../support/candidates";
import { queryDb } from "../support/e2e-services";
import { enterSignInCode, staffSession } from "../support/staff";
import { expect, test, waitForHydration } from "./fixtures";

// Signing up hashes a password: give the shared machine room.
test.describe.configure({ timeout: 90_000 });

/** A document answered 403 is the page's status, not a fault. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes("status of 403"));

test("a candidate on /admin gets a 403 screen that leads to their profile or signs in as someone else", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const { context, user } = await staffSession(browser, baseURL, [], "Carla Candidate");
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  try {
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(403);
    await expect(page).toHaveTitle(/Access Denied/);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${user.email}`)).toBeVisible();
    await expect(page.getByText("The staff area is for Quillstack staff.")).toBeVisible();
    await expect(page.getByText("Our team has been notified")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go to your profile" })).toHaveAttribute(
      "href",
      "/user/profile",
    );
    await expect(page.getByRole("link", { name: "Go to the staff dashboard" })).toHaveCount(0);
    await waitForHydration(page);
    await checkA11y(page);

    // Another account: the session ends and the staff sign-in returns to /admin.
    await page.getByRole("button", { name: "Sign in as someone else" }).click();
    await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin");
    await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
    const [sessions] = await queryDb<{ n: string }>(
      "select count(*) n from session where user_id = $1",
      [user.id],
    );
    expect(sessions?.n).toBe("0");
    expect(unexpected(errors)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("an editor on /admin/jobs gets a 403 screen that leads back to the staff dashboard", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const { context, user } = await staffSession(browser, baseURL, ["editor"], "Eddie Editor");
  const page = await context.newPage();
  try {
    const response = await page.goto("/admin/jobs");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${user.email}`)).toBeVisible();
    await expect(
      page.getByText("Your staff role does not include this part of the staff area."),
    ).toBeVisible();
    // The staff chrome stays, and the way back is the part of the staff area they can use.
    await expect(page.getByRole("banner").getByRole("link", { name: "View site" })).toBeVisible();
    await waitForHydration(page);
    await checkA11y(page);
    await context.addCookies([{ name: "theme", value: "dark", url: baseURL as string }]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await checkA11y(page);
    await page.getByRole("link", { name: "Go to the staff dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // Signing in as another user comes back to the refused page.
    await page.goto("/admin/jobs");
    await page.getByRole("button", { name: "Sign in as someone else" }).click();
    await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin%2Fjobs");
    const recruiter = await staffSession(browser, baseURL, ["recruiter"], "Rita Recruiter");
    await recruiter.context.close();
    await page.getByLabel("Email").fill(recruiter.user.email);
    await page.getByLabel("Password", { exact: true }).fill(candidatePassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await enterSignInCode(page, recruiter.user.totpSecret ?? "");
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  } finally {
    await context.close();
  }
});
