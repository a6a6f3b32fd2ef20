import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { validateInBrowser } from "~/lib/form-validation";
import { accountMessages as m, rateLimitedMessage } from "./messages";
import { loginPath, loginRedirectTarget } from "./redirect";
import {
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  parseLoginTab,
  resendVerificationSchema,
  resetPasswordSchema,
  signUpSchema,
} from "./schemas";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

/**
 * The server's parse (parseWithZod) and the browser's (validateInBrowser) of the same form must
 * agree: the values when valid, else one message per field.
 */
function check(schema: Parameters<typeof validateInBrowser>[1], values: Record<string, string>) {
  const server = parseWithZod(form(values), { schema });
  const browser = validateInBrowser(form(values), schema);
  expect(browser.status).toBe(server.status);
  if (server.status === "success") {
    expect(browser.status === "success" && browser.value).toEqual(server.value);
    return { ok: true, data: server.value };
  }
  const errors = server.reply().error ?? {};
  expect(browser.reply().error).toEqual(errors);
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => {
      expect(messages).toHaveLength(1);
      return [field, messages?.[0]];
    }),
  );
  return { ok: false, fieldErrors };
}

describe("login and sign-up validation", () => {
  it("requires email and password to log in", () => {
    expect(check(loginSchema, {})).toEqual({
      ok: false,
      fieldErrors: { email: m.emailRequired, password: m.passwordRequired },
    });
    expect(check(loginSchema, { email: "   ", password: "" })).toMatchObject({
      fieldErrors: { email: m.emailRequired, password: m.passwordRequired },
    });
    expect(check(loginSchema, { email: "not-an-email", password: "x" })).toMatchObject({
      fieldErrors: { email: m.emailInvalid },
    });
    expect(check(loginSchema, { email: `${"a".repeat(250)}@x.org`, password: "x" })).toMatchObject({
      fieldErrors: { email: m.emailInvalid },
    });
    expect(check(loginSchema, { email: " Ada@Example.ORG ", password: " secret " })).toEqual({
      ok: true,
      data: { email: "ada@example.org", password: " secret " },
    });
  });

  it("requires first name, last name, email, password and confirmation to sign up", () => {
    expect(check(signUpSchema, {})).toEqual({
      ok: false,
      fieldErrors: {
        firstName: m.firstNameRequired,
        lastName: m.lastNameRequired,
        email: m.emailRequired,
        password: m.passwordRequired,
        confirmPassword: m.confirmPasswordRequired,
      },
    });
  });

  it("says 'Passwords do not match' on the confirmation when the passwords differ", () => {
    const result = check(signUpSchema, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      password: "analytical-engine",
      confirmPassword: "analytical-engine!",
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { confirmPassword: "Passwords do not match" },
    });
    // Also next to a too-short password, so both problems show at once.
    expect(check(signUpSchema, { password: "short", confirmPassword: "shorter" })).toMatchObject({
      fieldErrors: {
        password: "Password must be at least 8 characters long.",
        confirmPassword: "Passwords do not match",
      },
    });
  });

  it("accepts a complete sign-up and trims names", () => {
    expect(
      check(signUpSchema, {
        firstName: "  Ada ",
        lastName: " King Lovelace ",
        email: "ADA@example.org",
        password: "analytical-engine",
        confirmPassword: "analytical-engine",
      }),
    ).toEqual({
      ok: true,
      data: {
        firstName: "Ada",
        lastName: "King Lovelace",
        email: "ada@example.org",
        password: "analytical-engine",
        confirmPassword: "analytical-engine",
      },
    });
  });

  it("applies the same match rule to reset and change password", () => {
    expect(
      check(resetPasswordSchema(), { token: "t", password: "long-enough-1", confirmPassword: "x" }),
    ).toMatchObject({ fieldErrors: { confirmPassword: m.passwordsDoNotMatch } });
    expect(check(resetPasswordSchema(), { password: "long-enough-1" })).toMatchObject({
      fieldErrors: { token: m.resetLinkInvalid, confirmPassword: m.confirmPasswordRequired },
    });
    expect(
      check(changePasswordSchema(), {
        currentPassword: "",
        newPassword: "long-enough-1",
        confirmPassword: "long-enough-2",
      }),
    ).toMatchObject({
      fieldErrors: {
        currentPassword: m.currentPasswordRequired,
        confirmPassword: m.passwordsDoNotMatch,
      },
    });
  });

  it("needs the account's email typed exactly (any letter case) to delete", () => {
    const schema = deleteAccountSchema("Ada@Example.org");
    expect(check(schema, { confirmEmail: "ada@example.com", password: "x" })).toMatchObject({
      fieldErrors: { confirmEmail: m.deleteConfirmMismatch },
    });
    expect(check(schema, { confirmEmail: " ada@example.org ", password: "x" })).toMatchObject({
      ok: true,
    });
    expect(check(schema, {})).toMatchObject({
      fieldErrors: { confirmEmail: m.deleteConfirmMismatch, password: m.currentPasswordRequired },
    });
  });

  it("sends a signed-in user's new verification link to their own address only", () => {
    const signedIn = resendVerificationSchema("ada@example.org");
    expect(check(signedIn, {})).toEqual({ ok: true, data: { email: "ada@example.org" } });
    expect(check(signedIn, { email: "eve@example.org" })).toEqual({
      ok: true,
      data: { email: "ada@example.org" },
    });
    expect(check(resendVerificationSchema(null), {})).toEqual({
      ok: false,
      fieldErrors: { email: m.emailRequired },
    });
  });

  it("reads the tab from the URL", () => {
    expect(parseLoginTab("signup")).toBe("signup");
    expect(parseLoginTab("signin")).toBe("signin");
    expect(parseLoginTab(null)).toBe("signin");
    expect(parseLoginTab("admin")).toBe("signin");
  });
});

describe("where a login goes", () => {
  it("returns only to same-site paths, never back to the account pages", () => {
    expect(loginRedirectTarget("/careers/job/react/apply")).toBe("/careers/job/react/apply");
    expect(loginRedirectTarget("/user/saved-jobs?page=2")).toBe("/user/saved-jobs?page=2");
    for (const unsafe of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "/user/login?redirectTo=/x",
      "/user/logout",
      "/user/reset-password?token=x",
      "/careers\n",
      undefined,
      42,
    ]) {
      expect(loginRedirectTarget(unsafe)).toBe("/user/profile");
    }
  });

  it("builds login links with the tab and the way back", () => {
    expect(loginPath({})).toBe("/user/login");
    expect(loginPath({ tab: "signin", redirectTo: "/careers/job/x/apply" })).toBe(
      "/user/login?redirectTo=%2Fcareers%2Fjob%2Fx%2Fapply",
    );
    expect(loginPath({ tab: "signup" })).toBe("/user/login?tab=signup");
  });

  it("words rate limits by the wait", () => {
    expect(rateLimitedMessage(null)).toBe("Too many attempts. Please wait a minute and try again.");
    expect(rateLimitedMessage(1)).toBe("Too many attempts. Please try again in 1 second.");
    expect(rateLimitedMessage(42)).toBe("Too many attempts. Please try again in 42 seconds.");
    expect(rateLimitedMessage(61)).toBe("Too many attempts. Please try again in 2 minutes.");
  });
});
