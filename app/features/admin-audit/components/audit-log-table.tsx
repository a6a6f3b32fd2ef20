import { Link } from "react-router";
import { AdminTable, DateTime, humanize } from "~/features/admin/components/admin-ui";
import { describeAction, entityHref } from "../entries";
import { AuditChanges } from "./audit-changes";

/** One log entry as the page shows it; the date is an ISO string. */
export interface AuditLogEntryView {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const columns = ["When", "Who", "Action", "Summary", "Changes"] as const;

export function AuditLogTable({ entries }: { entries: AuditLogEntryView[] }) {
  return (
    <AdminTable
      caption="Audit log entries, newest first"
      columns={columns}
      empty="No entries match these filters."
      rowCount={entries.length}
    >
      {entries.map((entry) => {
        const href = entityHref(entry.entityType, entry.entityId);
        return (
          <tr key={entry.id}>
            <td className="whitespace-nowrap">
              <DateTime value={entry.createdAt} />
            </td>
            <td className="break-all">{entry.actorEmail}</td>
            <td>{describeAction(entry.action)}</td>
            <td className="space-y-1">
              <p>{entry.summary}</p>
              {href ? (
                <Link
                  to={href}
                  className="text-sm font-medium underline underline-offset-4 hover:no-underline"
                >
                  Open {humanize(entry.entityType).toLowerCase()}
                  <span className="sr-only">: {entry.summary}</span>
                </Link>
              ) : null}
            </td>
            <td>
              <AuditChanges before={entry.before} after={entry.after} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
