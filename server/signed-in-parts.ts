import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AccountEntry } from "~/components/account-menu";
import { toShellUser } from "~/components/root-data";
import { getHeaderUser } from "~/features/access/guards.server";
import { AppliedNotice } from "~/features/applications/components/applied-notice";
import { AppliedBadge } from "~/features/jobs/components/job-card";
import { type VisitorJobMark, visitorJobMarks } from "~/features/jobs/visitor-marks.server";
import { SaveJobForm } from "~/features/saved-jobs/save-job-button";
import type { VisitorSlot } from "~/lib/visitor-slots";
import type { SignedInParts } from "./page-cache-middleware.ts";

/**
 * What the signed-in visitor sees in a slot, as the page rendered for them alone shows it
 * (features/jobs/components/job-card.tsx, features/applications/components/apply-box.tsx,
 * features/saved-jobs/save-job-button.tsx); undefined where they see what everyone else does.
 */
function slotContent(
  { kind, jobId }: VisitorSlot,
  mark: VisitorJobMark,
  redirectTo: string,
): ReactElement | string | undefined {
  const { application } = mark;
  switch (kind) {
    case "save-job":
    case "save-job-full":
      return createElement(SaveJobForm, {
        jobId,
        jobTitle: mark.title,
        saved: mark.saved,
        variant: kind === "save-job" ? "icon" : "full",
        redirectTo,
      });
    case "applied":
      return application ? createElement(AppliedBadge, { jobId, applied: true }) : undefined;
    case "apply":
      return application ? createElement(AppliedNotice, { application }) : undefined;
    case "apply-prompt":
      return application ? "" : undefined;
  }
}

/**
 * The request's signed-in user's parts of a shared page (ADR 091, 097): the header's account
 * entry and each visitor slot's markup, from one look at their marks on the page's jobs; null
 * when the request has no valid session.
 */
export async function signedInParts(
  request: Request,
  slots: readonly VisitorSlot[],
): Promise<SignedInParts | null> {
  const user = toShellUser(await getHeaderUser(request));
  if (!user) return null;
  const marks = await visitorJobMarks(user.id, [...new Set(slots.map((slot) => slot.jobId))]);
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  return {
    accountEntry: renderToStaticMarkup(createElement(AccountEntry, { user })),
    slots: slots.map((slot) => {
      const mark = marks.get(slot.jobId);
      const content = mark && slotContent(slot, mark, redirectTo);
      return typeof content === "object" ? renderToStaticMarkup(content) : content;
    }),
  };
}
