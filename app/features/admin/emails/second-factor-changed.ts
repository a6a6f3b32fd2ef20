import { defineEmailTemplate, greeting } from "~/lib/email/templates/layout";

/** What happened to the account's second factor. */
export type SecondFactorChange =
  | "set-up"
  | "backup-codes"
  | "replaced"
  | "reset"
  | "passkey-added"
  | "passkey-removed";

export interface SecondFactorChangedData {
  name?: string;
  change: SecondFactorChange;
  /** When it happened, already written out (UTC). */
  when: string;
  /** Absolute link to the forgotten-password page. */
  resetUrl: string;
}

const subjects: Record<SecondFactorChange, string> = {
  "set-up": "Two-step sign-in was set up on your staff account",
  "backup-codes": "New backup codes were made for your staff account",
  replaced: "The authenticator app of your staff account was replaced",
  reset: "An administrator reset two-step sign-in on your staff account",
  "passkey-added": "A passkey was added to your staff account",
  "passkey-removed": "A passkey was removed from your staff account",
};

const whatHappened = (change: SecondFactorChange, when: string): string => {
  switch (change) {
    case "set-up":
      return `An authenticator app was set up for two-step sign-in on your staff account on ${when}. Your other devices were signed out.`;
    case "backup-codes":
      return `New backup codes were made for your staff account on ${when}. The backup codes you had before no longer work.`;
    case "replaced":
      return `A new authenticator app was set up for your staff account on ${when}. Codes from the app you used before no longer work, and your other devices were signed out.`;
    case "passkey-added":
      return `A passkey was added to your staff account on ${when}. It signs in to the staff area without your password.`;
    case "passkey-removed":
      return `A passkey was removed from your staff account on ${when}. It no longer signs you in.`;
    case "reset":
      return `An administrator removed the authenticator app, backup codes and passkeys from your staff account on ${when}, and you were signed out everywhere. The next time you sign in with your password, you will set up an authenticator app again before you can use the staff area.`;
  }
};

/** Tells the owner of a staff account that its second factor changed (ASVS 2.2.3, 2.5.5). */
export const secondFactorChangedEmail = defineEmailTemplate<SecondFactorChangedData>(
  "second-factor-changed",
  (data, brand) => ({
    subject: `${subjects[data.change]} (${brand.name})`,
    preheader: "If this was you, there is nothing to do.",
    heading: subjects[data.change],
    blocks: [
      greeting(data.name),
      { kind: "paragraph", text: whatHappened(data.change, data.when) },
      {
        kind: "paragraph",
        text:
          data.change === "reset"
            ? "If you asked for this because you lost your phone, there is nothing else to do."
            : "If this was you, there is nothing else to do.",
      },
      {
        kind: "note",
        text: `If it was not you, choose a new password straight away with the button below and write to ${brand.email}: the staff area holds candidates' applications.`,
      },
      { kind: "action", label: "Choose a new password", url: data.resetUrl },
    ],
  }),
);
