import { defineEmailTemplate, greeting } from "./layout.ts";

export interface PasswordChangedData {
  name?: string;
  /** "changed" from the account page, "reset" with an emailed link. */
  how: "changed" | "reset";
  /** When it happened, already written out (UTC). */
  when: string;
  /** Absolute link to the forgotten-password page. */
  resetUrl: string;
}

/** Tells the account's owner that its password was changed or reset (ASVS 2.5.5). */
export const passwordChangedEmail = defineEmailTemplate<PasswordChangedData>(
  "password-changed",
  (data, brand) => ({
    subject: `Your ${brand.name} password was ${data.how === "reset" ? "reset" : "changed"}`,
    preheader: "If this was you, there is nothing to do.",
    heading: `Your password was ${data.how === "reset" ? "reset" : "changed"}`,
    blocks: [
      greeting(data.name),
      {
        kind: "paragraph",
        text: `The password of your ${brand.name} account was ${data.how === "reset" ? "reset with a link we emailed to this address" : "changed from the account page"} on ${data.when}. Your other devices have been signed out.`,
      },
      { kind: "paragraph", text: "If this was you, there is nothing else to do." },
      {
        kind: "note",
        text: `If it was not you, choose a new password straight away with the button below, and write to ${brand.email} so we can look into it.`,
      },
      { kind: "action", label: "Choose a new password", url: data.resetUrl },
    ],
  }),
);
