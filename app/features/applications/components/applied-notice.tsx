import { CircleCheck } from "lucide-react";
import { formatJobDate } from "~/features/jobs/format";
import { cn } from "~/lib/utils";
import { StatusBadge } from "./status-badge";

/**
 * Shown instead of "Apply" on a job the signed-in candidate has applied to: when, the
 * application's status, and the way to their applications. Plain markup, without the router: the
 * page cache renders it into a shared job page (ADR 097).
 */
export function AppliedNotice({
  application,
  className,
}: {
  application: { createdAt: string; status: string };
  className?: string;
}) {
  return (
    <div
      className={cn(
        "rounded-xl border border-success-border bg-success-subtle p-4 text-success",
        className,
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 text-success" />
        Applied
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        You applied on
        <time dateTime={application.createdAt}>{formatJobDate(application.createdAt)}</time>
        <span className="sr-only">. Status:</span>
        <StatusBadge status={application.status} />
      </p>
      <a
        href="/user/applications"
        className="mt-3 inline-flex rounded-sm text-sm font-medium text-success underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        View my applications
      </a>
    </div>
  );
}
