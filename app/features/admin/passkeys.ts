import type { SubmissionResult } from "@conform-to/react";

/** What the passkey parts of the staff sign-in and the security page tell the user (ADR 034). */
export const passkeyMessages = {
  nameRequired: "Name this passkey, e.g. Work laptop.",
  nameTooLong: "A passkey's name can have at most 60 characters.",
  unreadable: "Your browser's passkey answer could not be read. Please try again.",
  expired: "The passkey request expired. Please try again.",
  notFound:
    "This passkey is not registered for a staff account here. It may have been removed: sign in with your password and code.",
  failed: "The passkey could not be checked. Please try again.",
  cancelled: "The passkey request was cancelled or timed out.",
  alreadyOnDevice: "This device already holds a passkey for your account.",
  unsupported:
    "This browser cannot use passkeys. Use a current browser, or your password and code.",
  removed: "That passkey no longer exists.",
} as const;

export const passkeyNameMaxLength = 60;

/** The intents of the security page's passkey forms (/admin/security/passkeys). */
export const passkeyIntents = { add: "add-passkey", remove: "remove-passkey" } as const;

export const passkeysActionPath = "/admin/security/passkeys";

/** The answer of /admin/security/passkeys to the security page's forms. */
export interface PasskeyActionData {
  ok: boolean;
  /** The field errors and the form's own problem, for `serverCheckedForm`. */
  result: SubmissionResult<string[]>;
}

/** One of the user's passkeys as the security page lists it. */
export interface PasskeyItem {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
