import { Link } from "react-router";
import { AdminTable, DateTime, humanize } from "~/components/admin/admin-ui";
import { describeAction } from "../entries";
import { AuditChanges } from "./audit-changes";

/** One log entry as the page shows it; the date is an ISO string. */
export interface AuditLogEntryView {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: string;
  entityType: string;
  /** The entity's staff page, when there is one. */
  href: string | null;
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
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td className="whitespace-nowrap">
            <DateTime value={entry.createdAt} />
          </td>
          <td className="break-words">{entry.actorEmail}</td>
          <td>{describeAction(entry.action)}</td>
          <td className="space-y-1">
            <p>{entry.summary}</p>
            {entry.href ? (
              <Link
                to={entry.href}
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
      ))}
    </AdminTable>
  );
}
