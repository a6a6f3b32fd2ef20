import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { checkFirstPassword, newPasswordCheck } from "./browser-checks";
import { passwordRules, staffPasswordRules } from "./password-rules";
import { firstPasswordSchema, resetPasswordSchema } from "./schemas";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

/** The schema's messages by field, as the browser check gives them. */
function schemaErrors(data: FormData, schema: Parameters<typeof parseWithZod>[1]["schema"]) {
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
});
