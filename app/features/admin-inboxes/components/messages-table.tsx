import { Form } from "react-router";
import type { BadgeTone } from "~/components/admin/admin-ui";
import { AdminTable, humanize, StatusBadge } from "~/components/admin/admin-ui";
import { useRowBusy } from "~/components/admin/row-action";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { serviceLabel } from "~/features/contact/services";
import { type MessageStatus, messageStatuses } from "../filters";
import type { MessageListRow } from "../inbox.server";
import { FollowUpCells, followUpColumns, type InboxTableProps } from "./follow-up-forms";
import { MessageText } from "./message-text";

const columns = ["From", "Service", "Message", "Status", ...followUpColumns] as const;

const statusTone: Record<MessageStatus, BadgeTone> = {
  new: "info",
  read: "neutral",
  answered: "success",
  archived: "neutral",
};

function StatusCell({ row, canUpdate }: { row: MessageListRow; canUpdate: boolean }) {
  const busy = useRowBusy(row.id, "status");
  const selectId = `status-${row.id}`;
  return (
    <div className="flex flex-col items-start gap-2">
      <StatusBadge tone={statusTone[row.status]}>{humanize(row.status)}</StatusBadge>
      {canUpdate ? (
        <Form method="post" preventScrollReset className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={row.id} />
          <label htmlFor={selectId} className="sr-only">
            Status of the message from {row.email}
          </label>
          <Select
            id={selectId}
            name="status"
            defaultValue={row.status}
            controlHeight="h-9"
            className="min-w-32"
          >
            {messageStatuses.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </Select>
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            Set status<span className="sr-only"> of the message from {row.email}</span>
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

export function MessagesTable({ rows, staff, canUpdate }: InboxTableProps<MessageListRow>) {
  return (
    <AdminTable
      caption="Contact messages, newest first"
      columns={columns}
      empty="No messages match these filters."
      rowCount={rows.length}
    >
      {rows.map((row) => {
        const rowLabel = `the message from ${row.email}`;
        return (
          <tr key={row.id}>
            <th scope="row" className="min-w-40 font-normal">
              <span className="block font-medium">{row.name}</span>
              <span className="block break-all">{row.email}</span>
              {row.company ? (
                <span className="block text-muted-foreground">{row.company}</span>
              ) : null}
            </th>
            <td>{row.service ? serviceLabel(row.service) : "—"}</td>
            <td className="min-w-56">
              <MessageText message={row.message} from={row.email} />
            </td>
            <td>
              <StatusCell row={row} canUpdate={canUpdate} />
            </td>
            <FollowUpCells row={row} rowLabel={rowLabel} staff={staff} canUpdate={canUpdate} />
          </tr>
        );
      })}
    </AdminTable>
  );
}
