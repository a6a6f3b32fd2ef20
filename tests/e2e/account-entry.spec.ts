import type { BrowserContext } from "@playwright/test";
import { expect, rememberCookieChoice, test } from "./fixtures";

/** Signs a new visitor up and in, in this context (the session cookie stays in it); no cookie banner. */
async function signUpVisitor(context: BrowserContext, origin: string, name: string) {
  const credentials = {
    email: `visitor-${Date.now()}@example.org`,
    password: "orbital-mechanics-62",
  };
  const signUp = await context.request.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: { name, ...credentials },
  });
  expect(signUp.status()).toBe(200);
  // Sign-up opens no session (the verification link would); sign in as a returning visitor.
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    headers: { origin },
    data: credentials,
  });
  expect(signIn.status()).toBe(200);
  await context.addInitScript(rememberCookieChoice);
}

test("the header shows the signed-in user's menu, and Log out ends the session", async ({
  page,
  context,
  baseURL,
  consoleErrors,
  checkA11y,
}) => {
  await signUpVisitor(context, baseURL as string, "Katherine Johnson");
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Account menu for Katherine Johnson" });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(page.getByRole("menuitem", { name: /My applications/ })).toBeVisible();
  await checkA11y();
  await page.getByRole("menuitem", { name: /Log out/ }).click();

  await expect(page).toHaveURL(/\/user\/login$/);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(menuButton).toHaveCount(0);
  expect(consoleErrors.filter((error) => !error.includes("404"))).toEqual([]);
});

test("the account menu works from the keyboard, on a static page and on a hydrated one", async ({
  page,
  context,
  baseURL,
}) => {
  await signUpVisitor(context, baseURL as string, "Mary Jackson");
  const menuButton = page.getByRole("button", { name: "Account menu for Mary Jackson" });
  const focusedItem = page.locator('[role="menuitem"]:focus');

  // The privacy policy is sent without React to a signed-in visitor too.
  await page.goto("/privacy-policy");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(focusedItem).toHaveText("Profile");
  await page.keyboard.press("ArrowUp");
  await expect(focusedItem).toHaveText("Log out");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowDown");
  await expect(focusedItem).toHaveText("My applications");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(focusedItem).toHaveText("Profile");
  await page.mouse.click(10, 400);
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  // On a hydrated page the menu's links navigate on the client, and the menu closes.
  await page.goto("/user/profile");
  await menuButton.click();
  await expect(focusedItem).toHaveText("Profile");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press(" ");
  await expect(page).toHaveURL(/\/user\/saved-jobs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Saved Jobs" })).toBeVisible();
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("logging out without a session simply lands on the login page", async ({
  request,
  baseURL,
}) => {
  const response = await request.post("/user/logout", {
    maxRedirects: 0,
    headers: { origin: baseURL as string },
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/user/login");
});
