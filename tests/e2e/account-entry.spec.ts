import type { BrowserContext } from "@playwright/test";
import { expect, holdRequests, rememberCookieChoice, test } from "./fixtures";

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

test("a press on the account button before the menu's code has arrived opens the menu once it has", async ({
  page,
  context,
  baseURL,
}) => {
  await signUpVisitor(context, baseURL as string, "Mary Jackson");
  const release = await holdRequests(page, "**/assets/account-menu-signed-in-*.js");
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Account menu for Mary Jackson" });
  await menuButton.click();
  await expect(page.getByRole("menu")).toHaveCount(0);
  release();
  await expect(page.getByRole("menuitem", { name: /My applications/ })).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
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
