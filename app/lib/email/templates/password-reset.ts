import { defineEmailTemplate, greeting } from "./layout.ts";

export interface PasswordResetData {
  name?: string;
  /** The absolute reset link. */
  url: string;
  /** How long the link stays valid. */
  expiresInMinutes?: number;
}

export const passwordResetEmail = defineEmailTemplate<PasswordResetData>(
  "password-reset",
  (data, brand) => ({
    subject: `Reset your ${brand.name} password`,
    preheader: "Use this link to choose a new password.",
    heading: "Reset your password",
    blocks: [
      greeting(data.name),
      {
        kind: "paragraph",
        text: "We received a request to reset the password of your account. Choose a new one with the button below.",
      },
      { kind: "action", label: "Choose a new password", url: data.url },
      {
        kind: "note",
        text: `${data.expiresInMinutes ? `The link expires in ${data.expiresInMinutes} minutes. ` : ""}If you did not ask for this, you can ignore this email: your password stays the same.`,
      },
    ],
  }),
);
