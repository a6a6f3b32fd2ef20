import type { CDPSession, Page } from "@playwright/test";
import { candidatePassword } from "../support/candidates";
import { queryDb, uniqueClientAddress, waitForMatchingMail } from "../support/e2e-services";
import { staffSession } from "../support/staff";
import { expect, test, waitForHydration } from "./fixtures";

// Passkeys for staff (ADR 034), in Chromium with a virtual authenticator (DevTools protocol):
// one that holds discoverable credentials and verifies its user, as a laptop's fingerprint reader.

async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

async function passkeysOf(userId: string) {
  return queryDb<{ name: string; last_used_at: Date | null }>(
    "select name, last_used_at from passkey where user_id = $1 order by created_at",
    [userId],
  );
}

async function addPasskey(page: Page, name: string) {
  await page.getByLabel("Name of the new passkey").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText(name);
}

async function signOut(page: Page) {
  await page.request.post("/admin/logout", { maxRedirects: 0 });
  await page.goto("/admin/login");
}

async function signInWithPasskey(page: Page) {
  await page.getByRole("button", { name: "Use a passkey" }).click();
}

test("a staff member adds a passkey, signs in with it alone, and a removed passkey no longer signs in", async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  test.slow();
  const { context, user } = await staffSession(browser, baseURL, ["editor"], "Pia Key", {
    secondFactor: false,
  });
  const page = await context.newPage();
  await virtualAuthenticator(page);
  // Without a second factor every staff page sends here; a passkey is one.
  await page.goto("/admin/posts");
  await expect(page).toHaveURL("/admin/security");
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  await checkA11y(page);

  // The name is checked before the device is asked.
  await page.getByRole("button", { name: "Add a passkey" }).click();
  expect(await passkeysOf(user.id)).toHaveLength(0);
  await addPasskey(page, "Work laptop");
  const [added] = await passkeysOf(user.id);
  expect(added?.name).toBe("Work laptop");
  expect(added?.last_used_at).toBeNull();
  await expect(page.getByText("Two-step sign-in is on for your account.")).toBeVisible();
  await expect(page.getByText("Not used to sign in yet")).toBeVisible();
  await waitForMatchingMail(user.email, (mail) =>
    mail.subject.startsWith("A passkey was added to your staff account"),
  );
  await checkA11y(page);
  // Now a staff page opens.
  await page.goto("/admin/posts");
  await expect(page).toHaveURL("/admin/posts");

  // Signed out, the passkey alone signs in: no password, no code.
  await signOut(page);
  await checkA11y(page);
  await signInWithPasskey(page);
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect((await passkeysOf(user.id))[0]?.last_used_at).not.toBeNull();
  // As after a password and code: the owner is told of the new staff sign-in.
  await waitForMatchingMail(user.email, (mail) => mail.subject.startsWith("New sign-in to your"));
  // The staff session limits apply to it as to any staff session (ADR 029).
  await queryDb(
    `update session set last_seen_at = now() - interval '31 minutes' where user_id = $1`,
    [user.id],
  );
  await page.goto("/admin/posts");
  await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin%2Fposts");

  // The password alone no longer signs this account in: its second factor is the passkey.
  await waitForHydration(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(candidatePassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(/signs in with its passkey/)).toBeVisible();
  await signInWithPasskey(page);
  await expect(page).toHaveURL("/admin/posts");

  // Removing asks for the password once the sign-in is more than 10 minutes old.
  await page.goto("/admin/security");
  await queryDb(
    `update session set created_at = now() - interval '20 minutes' where user_id = $1`,
    [user.id],
  );
  const laptop = page.getByRole("form", { name: "Remove Work laptop" });
  await laptop.getByRole("button", { name: "Remove Work laptop" }).click();
  await expect(laptop.getByText(/Enter your password to confirm/)).toBeVisible();
  await checkA11y(page);
  await laptop.getByLabel("Your password", { exact: true }).fill(candidatePassword);
  await laptop.getByRole("button", { name: "Remove Work laptop" }).click();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  expect(await passkeysOf(user.id)).toHaveLength(0);

  // The device still holds the removed credentials; the site refuses them.
  await signOut(page);
  await signInWithPasskey(page);
  await expect(page.getByText(/not registered for a staff account here/)).toBeVisible();
  await expect(page).toHaveURL("/admin/login");
  await checkA11y(page);
  await context.close();
});

test("a deactivated staff member's passkey is refused", async ({ browser, baseURL }) => {
  const { context, user } = await staffSession(browser, baseURL, ["recruiter"], "Dev Gone", {
    secondFactor: false,
  });
  const page = await context.newPage();
  await virtualAuthenticator(page);
  await page.goto("/admin/security");
  await addPasskey(page, "Phone");
  await signOut(page);
  await queryDb("update user_role_assignments set is_active = false where user_id = $1", [user.id]);
  await signInWithPasskey(page);
  await expect(page.getByText("You do not have access to the staff area")).toBeVisible();
  expect(await queryDb("select id from session where user_id = $1", [user.id])).toHaveLength(0);
  expect((await context.request.get("/admin", { maxRedirects: 0 })).status()).toBe(302);
  await context.close();
});

test("the passkey endpoints: registration only for signed-in staff, verify steps only through the pages", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const stranger = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL as string, "x-forwarded-for": uniqueClientAddress() },
  });
  expect((await stranger.get("/api/auth/passkey/generate-register-options")).status()).toBe(401);
  for (const path of [
    "/api/auth/passkey/verify-registration",
    "/api/auth/passkey/verify-authentication",
    "/api/auth/passkey/delete-passkey",
    "/api/auth/passkey/update-passkey",
  ]) {
    expect((await stranger.post(path, { data: { response: {}, id: "x" } })).status(), path).toBe(
      404,
    );
  }
  expect((await stranger.get("/api/auth/passkey/list-user-passkeys")).status()).toBe(404);
  // Anyone may ask for a sign-in challenge (the ceremony's first step), without tokens.
  const challenge = await stranger.get("/api/auth/passkey/generate-authenticate-options");
  expect(challenge.status()).toBe(200);
  expect(await challenge.json()).toMatchObject({ userVerification: "preferred" });
  await stranger.dispose();

  // A signed-in candidate may not register one.
  const candidate = await staffSession(browser, baseURL, []);
  const refused = await candidate.context.request.get(
    "/api/auth/passkey/generate-register-options",
  );
  expect(refused.status()).toBe(403);
  const page = await candidate.context.newPage();
  const response = await page.request.post("/admin/security/passkeys", {
    headers: { origin: baseURL as string },
    form: { intent: "add-passkey", name: "Mine", response: "{}" },
  });
  expect(response.status()).toBe(403);
  expect(await queryDb("select id from passkey where user_id = $1", [candidate.user.id])).toEqual(
    [],
  );
  await candidate.context.close();
});
