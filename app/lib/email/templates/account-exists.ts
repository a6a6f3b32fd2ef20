import { defineEmailTemplate, greeting } from "./layout.ts";

export interface AccountExistsData {
  name?: string;
  /** Absolute link to the login page. */
  loginUrl: string;
  /** Absolute link to the forgotten-password page. */
  resetUrl: string;
}

/**
 * Sent when someone signs up with an address that already has an account: the sign-up form
 * answers as for a new account (so it reveals nothing), and the owner learns what happened here.
 */
export const accountExistsEmail = defineEmailTemplate<AccountExistsData>(
  "account-exists",
  (data, brand) => ({
    subject: `You already have a ${brand.name} account`,
    preheader: "Someone tried to create an account with your email address.",
    heading: "You already have an account",
    blocks: [
      greeting(data.name),
      {
        kind: "paragraph",
        text: `Someone, probably you, tried to create a ${brand.name} account with this email address. You already have one, so no new account was created.`,
      },
      { kind: "action", label: "Log in", url: data.loginUrl },
      { kind: "paragraph", text: "Forgot your password? You can choose a new one:" },
      { kind: "action", label: "Reset your password", url: data.resetUrl },
      {
        kind: "note",
        text: "If this was not you, you can ignore this email: nothing has changed in your account.",
      },
    ],
  }),
  { unsubscribable: true },
);
