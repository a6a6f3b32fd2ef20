import { Send } from "lucide-react";
import { Link } from "react-router";
import { primaryLinkClass } from "~/components/list-states";
import { applyPath } from "~/features/jobs/paths";
import { visitorSlot } from "~/lib/visitor-slots";
import { AppliedNotice } from "./applied-notice";

type Application = { createdAt: string; status: string } | null;

/**
 * The job page's Apply button, or for a candidate who applied, their application's date and
 * status. The button is a visitor slot: the page cache puts the notice in its place (ADR 097).
 */
export function ApplyBox({
  job,
  application,
}: {
  job: { id: string; slug: string };
  application: Application;
}) {
  if (application) return <AppliedNotice application={application} />;
  return (
    <Link
      to={applyPath(job.slug)}
      className={`${primaryLinkClass} h-11 w-full text-base`}
      {...visitorSlot("apply", job.id)}
    >
      <Send aria-hidden="true" />
      Apply Now
    </Link>
  );
}

/** The invitation to apply under a job's description; a visitor slot, gone once they applied. */
export function ApplyPrompt({
  job,
  application,
}: {
  job: { id: string; slug: string };
  application: Application;
}) {
  if (application) return null;
  return (
    <div
      className="mt-12 flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-muted p-6"
      {...visitorSlot("apply-prompt", job.id)}
    >
      <p className="min-w-0 flex-1 text-sm text-muted-foreground">
        <strong className="block text-base font-semibold text-foreground">
          Interested in this role?
        </strong>
        Apply in a few minutes; we reply within 48 hours.
      </p>
      <Link to={applyPath(job.slug)} className={primaryLinkClass}>
        Apply for this job
      </Link>
    </div>
  );
}
