import { createHash } from "node:crypto";
import { logger } from "./logger.server.ts";

/** What happened to an account; one log line each (ASVS V7.2: authentication decisions logged). */
export type AuthEvent =
  | "sign-in.succeeded"
  | "sign-in.failed"
  | "sign-in.throttled"
  | "password.reset-requested"
  | "password.reset-used"
  | "password.changed"
  | "mfa.enrolled"
  | "mfa.used"
  | "mfa.failed"
  | "mfa.removed"
  | "mfa.backup-codes-renewed"
  | "mfa.replaced"
  | "passkey.added"
  | "passkey.removed"
  | "roles.granted"
  | "roles.changed"
  | "staff.deactivated"
  | "staff.reactivated"
  | "sessions.revoked";

/** A stable pseudonym for an address, so log lines about one address can be joined without it. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/**
 * Logs an authentication event with the request's id, the account id and a hash of the address:
 * never the address itself, a password or a token.
 */
export function logAuthEvent(
  request: Request | null,
  event: AuthEvent,
  subject: { userId?: string | null; email?: string | null; detail?: string },
) {
  logger.info("auth event", {
    event,
    requestId: request?.headers.get("x-request-id") ?? undefined,
    userId: subject.userId ?? undefined,
    emailHash: subject.email ? emailHash(subject.email) : undefined,
    detail: subject.detail,
  });
}
