import {
  AdminTable,
  type BadgeTone,
  DateTime,
  humanize,
  StatusBadge,
} from "~/components/admin/admin-ui";
import { RowAction } from "~/components/admin/row-action";
import { LinkTabList, tabId, tabPanelId } from "~/components/ui/link-tabs";
import type { OutboxListRow } from "../outbox.server";
import { type OutboxStatus, outboxStatuses } from "../outbox-statuses";

type Tab = OutboxStatus | "all";

const tabs: { id: Tab; label: string }[] = [
  { id: "all", label: "All" },
  ...outboxStatuses.map((status) => ({ id: status, label: humanize(status) })),
];

const statusTone: Record<OutboxStatus, BadgeTone> = {
  pending: "warning",
  sending: "info",
  sent: "success",
  failed: "danger",
  suppressed: "neutral",
};

const columns = [
  "To",
  "Subject",
  "Template",
  "Status",
  "Attempts",
  "Last error",
  "Next attempt",
  "Sent at",
] as const;

/** The outbox by status (tabs with counts in the URL) and the emails of the chosen one. */
export function OutboxTable({
  status,
  counts,
  rows,
  canRetry,
}: {
  status: OutboxStatus | null;
  counts: Record<OutboxStatus, number>;
  rows: OutboxListRow[];
  canRetry: boolean;
}) {
  const selected: Tab = status ?? "all";
  const idPrefix = "outbox";
  const total = outboxStatuses.reduce((sum, key) => sum + counts[key], 0);
  return (
    <section aria-label="Emails" className="space-y-4">
      <LinkTabList
        tabs={tabs}
        selected={selected}
        href={(tab) => (tab === "all" ? "/admin/outbox" : `/admin/outbox?status=${tab}`)}
        idPrefix={idPrefix}
        label="Email status"
        allPanelsRendered={false}
        extra={(tab) => (
          <span className="rounded-full bg-muted px-2 text-xs text-foreground">
            {tab === "all" ? total : counts[tab]}
          </span>
        )}
      />
      <div
        role="tabpanel"
        id={tabPanelId(idPrefix, selected)}
        aria-labelledby={tabId(idPrefix, selected)}
      >
        <AdminTable
          caption="Emails, newest first"
          columns={canRetry ? [...columns, "Actions"] : columns}
          empty="No emails here."
          rowCount={rows.length}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="font-medium break-all">
                {row.toAddress}
              </th>
              <td>{row.subject}</td>
              <td>{row.template}</td>
              <td>
                <StatusBadge tone={statusTone[row.status]}>{humanize(row.status)}</StatusBadge>
              </td>
              <td>{row.attempts}</td>
              <td className="max-w-xs break-words">{row.lastError ?? "—"}</td>
              <td>{row.status === "pending" ? <DateTime value={row.nextAttemptAt} /> : "—"}</td>
              <td>
                <DateTime value={row.sentAt} />
              </td>
              {canRetry ? (
                <td>
                  {row.status === "failed" ? (
                    <RowAction
                      id={row.id}
                      intent="retry"
                      label="Retry"
                      target={`the email to ${row.toAddress}`}
                    />
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </AdminTable>
      </div>
    </section>
  );
}
