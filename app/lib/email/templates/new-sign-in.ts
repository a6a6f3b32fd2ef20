import { defineEmailTemplate, greeting } from "./layout.ts";

export interface NewSignInData {
  name?: string;
  /** When it happened, already written out (UTC). */
  when: string;
  /** The browser and system, e.g. "Chrome on Windows". */
  device: string;
  /** Absolute link to the forgotten-password page. */
  resetUrl: string;
}

/** Sent on every sign-in to a staff account, so a stolen password does not go unnoticed. */
export const newSignInEmail = defineEmailTemplate<NewSignInData>("new-sign-in", (data, brand) => ({
  subject: `New sign-in to your ${brand.name} staff account`,
  preheader: `${data.device}, ${data.when}`,
  heading: "New sign-in to your staff account",
  blocks: [
    greeting(data.name),
    {
      kind: "paragraph",
      text: "Your staff account was just signed in to:",
    },
    {
      kind: "fields",
      rows: [
        { label: "When", value: data.when },
        { label: "Device", value: data.device },
      ],
    },
    { kind: "paragraph", text: "If this was you, there is nothing to do." },
    {
      kind: "note",
      text: `If it was not you, choose a new password straight away with the button below and write to ${brand.email}: the staff area holds candidates' applications.`,
    },
    { kind: "action", label: "Choose a new password", url: data.resetUrl },
  ],
}));
