import { createHash, randomBytes } from "node:crypto";

/** Days an invitation link works unless the inviter chooses otherwise. */
export const defaultInvitationDays = 7;

/** The sha-256 (hex) of a token: what the database keeps and looks links up by. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new link token (32 random bytes, base64url) and its hash; only the hash is stored. */
export function createInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

/** When a link made at `now` stops working. */
export function invitationExpiry(days: number = defaultInvitationDays, now = new Date()): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
