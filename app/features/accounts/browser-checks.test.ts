import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { regexes } from "zod/v4/core";
import { checkRegistration } from "~/features/invitations/registration-checks";
import { registrationSchema } from "~/features/invitations/registration-schema";
import { checkFirstPassword, newPasswordCheck } from "./browser-checks";
import { checkSignIn, checkSignUp, emailError, emailPattern } from "./login-checks";
import { passwordRules, staffPasswordRules } from "./password-rules";
import { firstPasswordSchema, loginSchema, resetPasswordSchema, signUpSchema } from "./schemas";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

type Schema = Parameters<typeof parseWithZod>[1]["schema"];

/** The schema's messages by field, as the browser check gives them. */
function schemaErrors(data: FormData, schema: Schema) {
  const { error = {} } = parseWithZod(data, { schema }).reply();
  return Object.fromEntries(Object.entries(error).filter(([, messages]) => messages?.length));
}

const newPasswords: Record<string, string>[] = [
  {},
  { password: "short" },
  { password: "x".repeat(129), confirmPassword: "x".repeat(129) },
  { password: "long-enough-12", confirmPassword: "long-enough-13" },
  { password: "long-enough-12", confirmPassword: "long-enough-12" },
  { password: "", confirmPassword: "something" },
];

describe("the browser's checks give the schemas' messages", () => {
  for (const rules of [passwordRules, staffPasswordRules]) {
    it.each(newPasswords)(`a new password (${rules.min}+) %o`, (values) => {
      const data = form({ token: "a-token", ...values });
      expect(newPasswordCheck(rules)(data)).toEqual(schemaErrors(data, resetPasswordSchema(rules)));
    });
  }

  // The generated password, the new one, its confirmation.
  it.each([
    ["", "", ""],
    ["generated-one", "generated-one", "x"],
    ["generated-password", "generated-password", "generated-password"],
    ["gen", "a-new-staff-password", "other"],
    ["gen", "a-new-staff-password", "a-new-staff-password"],
  ])(
    "the first admin's new password: %s, %s, %s",
    (currentPassword, newPassword, confirmPassword) => {
      const data = form({ currentPassword, newPassword, confirmPassword });
      expect(checkFirstPassword(data)).toEqual(schemaErrors(data, firstPasswordSchema()));
    },
  );

  const emails = [
    "",
    "   ",
    " Grace.Hopper@Example.org ",
    "grace@example",
    "grace..hopper@example.org",
    ".grace@example.org",
    "grace@-example.org",
    "o'brien+jobs@mail.example.co",
    `${"a".repeat(242)}@example.org`,
    `${"a".repeat(243)}@example.org`,
    "grace@exa mple.org",
  ];

  it.each(emails)("an email address: '%s'", (email) => {
    const data = form({ email });
    expect(emailError(email)).toBe(schemaErrors(data, loginSchema).email?.[0]);
  });

  it("tests addresses with zod's own pattern", () => {
    // Written without zod's needless escapes of "-" at the end of a character class.
    expect(emailPattern.source).toBe(regexes.email.source.replaceAll("\\-", "-"));
  });

  const signUp = {
    firstName: "Dorothy",
    lastName: "Vaughan",
    email: "dorothy@example.org",
    password: "fortran-1961",
    confirmPassword: "fortran-1961",
  };
  const registration = {
    firstName: "Grace",
    lastName: "Hopper",
    password: "cobol-since-1959",
    confirmPassword: "cobol-since-1959",
  };
  const forms: [string, (data: FormData) => object, Schema, Record<string, string>[]][] = [
    [
      "Sign In",
      checkSignIn,
      loginSchema,
      [
        {},
        { email: "grace@example.org" },
        { email: "not-an-address", password: "anything" },
        { email: "grace@example.org", password: " " },
        { email: "grace@example.org", password: "x".repeat(1024) },
        { email: "grace@example.org", password: "x".repeat(1025) },
      ],
    ],
    [
      "Sign Up",
      checkSignUp,
      signUpSchema,
      [
        {},
        signUp,
        { ...signUp, firstName: "  ", lastName: "" },
        { ...signUp, firstName: ` ${"n".repeat(100)} `, lastName: "n".repeat(101) },
        { ...signUp, email: "dorothy@" },
        { ...signUp, password: "short", confirmPassword: "short" },
        { ...signUp, confirmPassword: "fortran-1962" },
        { ...signUp, password: "", confirmPassword: "fortran-1962" },
        { firstName: "Dorothy", password: "short", confirmPassword: "other" },
      ],
    ],
    [
      "an invitation's registration",
      checkRegistration,
      registrationSchema,
      [
        {},
        registration,
        { ...registration, firstName: " ", lastName: "n".repeat(101) },
        { ...registration, password: "abc12", confirmPassword: "abc12" },
        { ...registration, password: "x".repeat(129), confirmPassword: "x".repeat(129) },
        { ...registration, confirmPassword: "cobol-since-1960" },
        { ...registration, lastName: "", confirmPassword: "cobol-since-1960" },
        { ...registration, confirmPassword: "" },
      ],
    ],
  ];
  for (const [name, check, schema, inputs] of forms) {
    it.each(inputs)(`${name} %o`, (values) => {
      const data = form(values);
      expect(check(data)).toEqual(schemaErrors(data, schema));
    });
  }
});
