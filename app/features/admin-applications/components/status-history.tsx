import { DateTime } from "~/components/admin/admin-ui";
import { StatusBadge } from "~/features/applications/components/status-badge";
import type { HistoryEntry } from "../detail.server";

/** Every status the application has had, oldest first. */
export function StatusHistory({ entries }: { entries: HistoryEntry[] }) {
  return (
    <section
      aria-labelledby="history-heading"
      className="space-y-3 rounded-lg border border-border p-6"
    >
      <h2 id="history-heading" className="text-lg font-semibold">
        Status history{" "}
        <span className="text-sm font-normal text-muted-foreground">(oldest first)</span>
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes recorded yet.</p>
      ) : (
        <ol className="space-y-4 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="space-y-1 border-l-2 border-border pl-4">
              <p className="flex flex-wrap items-center gap-2">
                {/* Spaces between the words too, so the line reads (and copies) as a sentence. */}
                {entry.fromStatus ? (
                  <>
                    <span>From</span> <StatusBadge status={entry.fromStatus} /> <span>to</span>
                  </>
                ) : (
                  <span>Received as</span>
                )}{" "}
                <StatusBadge status={entry.toStatus} />
              </p>
              <p className="text-muted-foreground">
                <DateTime value={entry.createdAt} /> ·{" "}
                {entry.changedBy ? (
                  <>
                    by {entry.changedBy.name.trim() || entry.changedBy.email}
                    {entry.changedBy.name.trim() ? ` (${entry.changedBy.email})` : null}
                  </>
                ) : (
                  "who made it was not recorded"
                )}
              </p>
              {entry.note ? (
                <p className="whitespace-pre-wrap break-words">
                  <span className="font-medium">Note: </span>
                  {entry.note}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
