import type { InvitationStatus } from "../../../db/schema/invitations.ts";
import type { InvalidReason } from "./messages";

interface StatusFields {
  status: InvitationStatus;
  expiresAt: Date;
}

/**
 * The status people see: a pending invitation past its expiry reads as expired (rows are not
 * rewritten when time passes).
 */
export function effectiveStatus(row: StatusFields, now = new Date()): InvitationStatus {
  if (row.status === "pending" && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return row.status;
}

/**
 * Whether a link may still be used (spec part 3, "Invitation status": any status other than
 * pending is rejected, and so is an invitation past its expiry). Accepted and revoked are
 * 'already processed'; expired, whether by time or by status, is 'expired'.
 */
export function invitationProblem(row: StatusFields, now = new Date()): InvalidReason | null {
  const status = effectiveStatus(row, now);
  if (status === "accepted" || status === "revoked") return "processed";
  if (status === "expired") return "expired";
  return null;
}
