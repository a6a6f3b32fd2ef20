import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { mfaMessages } from "./mfa";
import { passkeyMessages } from "./passkeys";
import { addPasskeySchema, passwordConfirmSchema, setupCodeSchema } from "./security-forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

// The security page's forms as the server reads them: the spec's messages, one per field.
describe("the security page's schemas", () => {
  it("asks for the password", () => {
    const submission = parseWithZod(form({ password: "" }), { schema: passwordConfirmSchema });
    expect(submission.reply().error).toEqual({ password: [mfaMessages.passwordRequired] });
  });

  it("takes a 6-digit code with spaces, and refuses anything else with one message", () => {
    const ok = parseWithZod(form({ code: "123 456" }), { schema: setupCodeSchema });
    expect(ok.status === "success" && ok.value.code).toBe("123456");
    for (const code of ["", "12345", "12345a", "1234567"]) {
      const refused = parseWithZod(form({ code }), { schema: setupCodeSchema });
      expect(refused.reply().error, code).toEqual({ code: [mfaMessages.wrongCode] });
    }
  });

  it("needs a passkey name of at most 60 characters, trimmed", () => {
    const check = (name: string) =>
      parseWithZod(form({ name }), { schema: addPasskeySchema }).reply().error;
    expect(check("")).toEqual({ name: [passkeyMessages.nameRequired] });
    expect(check("   ")).toEqual({ name: [passkeyMessages.nameRequired] });
    expect(check("x".repeat(61))).toEqual({ name: [passkeyMessages.nameTooLong] });
    const ok = parseWithZod(form({ name: "  Work laptop " }), { schema: addPasskeySchema });
    expect(ok.status === "success" && ok.value.name).toBe("Work laptop");
  });
});
