import { cn } from "~/lib/utils";
import { statusColor, statusLabel, statusTone } from "../status";

/** An application's status: 'UNDER REVIEW' in the status colour. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      data-status-color={statusColor(status)}
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset",
        statusTone(status),
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
