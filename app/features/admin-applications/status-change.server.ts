import { and, eq } from "drizzle-orm";
import { applicationStatusEmail } from "~/features/admin-applications/emails/application-status";
import { type ApplicationStatus, statusLabel } from "~/features/applications/status";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render.server";
import { getEnv } from "~/lib/env.server";
import {
  applicationStatusHistory,
  jobApplications,
  jobPosts,
  user,
} from "../../../db/schema/index.ts";
import { isUuid } from "./ids";
import type { StatusFormInput } from "./status-form.server";

export type StatusChangeResult =
  | { ok: true; emailed: boolean }
  | { ok: false; status: 400 | 404 | 409; error: string };

export const statusChangeMessages = {
  notFound: "This application no longer exists.",
  same: (status: ApplicationStatus) =>
    `The application is already ${statusLabel(status).toLowerCase()}. Choose another status.`,
  stale: (current: ApplicationStatus) =>
    `This application was changed by someone else: it is now ${statusLabel(current).toLowerCase()}. Check its history, then choose again.`,
} as const;

/**
 * Moves an application from the status the staff member saw to a new one, in one transaction:
 * the row, its history, the audit entry and the email to the candidate's verified account address
 * (none once the application is anonymised or when the address is not verified). The update only matches while the status is still the one seen,
 * so two people changing it at once cannot both win, and the history's from/to stay true.
 * The staff note stays internal: it goes to the history, never to the candidate.
 */
export async function changeApplicationStatus({
  applicationId,
  input,
  actor,
}: {
  applicationId: string;
  input: StatusFormInput;
  actor: AuditActor;
}): Promise<StatusChangeResult> {
  if (!isUuid(applicationId)) {
    return { ok: false, status: 404, error: statusChangeMessages.notFound };
  }
  if (input.status === input.expectedStatus) {
    return { ok: false, status: 400, error: statusChangeMessages.same(input.status) };
  }
  const applicationsUrl = `${getEnv().SITE_URL}/user/applications`;
  return withDbRetry(() =>
    getDb().transaction(async (tx): Promise<StatusChangeResult> => {
      const [updated] = await tx
        .update(jobApplications)
        .set({ status: input.status, updatedAt: new Date() })
        .where(
          and(
            eq(jobApplications.id, applicationId),
            eq(jobApplications.status, input.expectedStatus),
          ),
        )
        .returning({
          userId: jobApplications.userId,
          jobId: jobApplications.jobId,
          applicantName: jobApplications.applicantName,
        });
      if (!updated) {
        const [current] = await tx
          .select({ status: jobApplications.status })
          .from(jobApplications)
          .where(eq(jobApplications.id, applicationId));
        return current
          ? { ok: false, status: 409, error: statusChangeMessages.stale(current.status) }
          : { ok: false, status: 404, error: statusChangeMessages.notFound };
      }
      const [job] = await tx
        .select({ title: jobPosts.title, companyName: jobPosts.companyName })
        .from(jobPosts)
        .where(eq(jobPosts.id, updated.jobId));
      if (!job) throw new Error(`Application ${applicationId} has no job`);
      await tx.insert(applicationStatusHistory).values({
        applicationId,
        fromStatus: input.expectedStatus,
        toStatus: input.status,
        changedBy: actor.id,
        note: input.note || null,
      });
      await recordAudit(tx, actor, {
        action: "application.status",
        entityType: "application",
        entityId: applicationId,
        summary: `Moved ${updated.applicantName}'s application for “${job.title}” from ${statusLabel(input.expectedStatus).toLowerCase()} to ${statusLabel(input.status).toLowerCase()}`,
        before: { status: input.expectedStatus },
        after: { status: input.status },
      });
      // An anonymised application has nobody to write to. Otherwise the mail goes to the
      // account's verified address only, never to the form's email field (ADR 031).
      const [account] = updated.userId
        ? await tx
            .select({ email: user.email })
            .from(user)
            .where(and(eq(user.id, updated.userId), eq(user.emailVerified, true)))
        : [];
      if (!account) return { ok: true, emailed: false };
      await enqueueEmail(tx, {
        to: account.email,
        ...renderEmail(applicationStatusEmail, {
          name: updated.applicantName,
          status: input.status,
          jobTitle: job.title,
          companyName: job.companyName,
          applicationsUrl,
        }),
        metadata: { applicationId, jobId: updated.jobId, status: input.status },
      });
      return { ok: true, emailed: true };
    }),
  );
}
