import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { formatJobDate } from "~/features/jobs/format";
import { cn } from "~/lib/utils";
import { StatusBadge } from "./status-badge";

/**
 * Shown instead of "Apply" on a job the signed-in candidate has applied to: when, the
 * application's status, and the way to their applications.
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
        "rounded-xl border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-400/30 dark:bg-green-400/10 dark:text-green-50",
        className,
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 text-green-700 dark:text-green-300" />
        Applied
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        You applied on
        <time dateTime={application.createdAt}>{formatJobDate(application.createdAt)}</time>
        <span className="sr-only">. Status:</span>
        <StatusBadge status={application.status} />
      </p>
      <Link
        to="/user/applications"
        className="mt-3 inline-flex rounded-sm text-sm font-medium text-green-900 underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring dark:text-green-100"
      >
        View my applications
      </Link>
    </div>
  );
}
