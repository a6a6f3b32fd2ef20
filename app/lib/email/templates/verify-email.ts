import { defineEmailTemplate, greeting } from "./layout.ts";

export interface VerifyEmailData {
  name?: string;
  /** The absolute verification link. */
  url: string;
}

export const verifyEmail = defineEmailTemplate<VerifyEmailData>("verify-email", (data, brand) => ({
  subject: `Confirm your email address for ${brand.name}`,
  preheader: "One click to confirm your email address.",
  heading: "Confirm your email address",
  blocks: [
    greeting(data.name),
    {
      kind: "paragraph",
      text: `Please confirm that this is your email address to finish setting up your ${brand.name} account.`,
    },
    { kind: "action", label: "Confirm email address", url: data.url },
    { kind: "note", text: "If you did not create an account, you can ignore this email." },
  ],
}));
