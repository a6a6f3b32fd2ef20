import { Form } from "react-router";
import { DateTime } from "~/components/admin/admin-ui";
import { RowAction, useRowBusy } from "~/components/admin/row-action";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import type { StaffMember } from "../assignees.server";
import type { FollowUp } from "../inbox.server";

interface FollowUpProps {
  row: FollowUp & { id: string; createdAt: string };
  /** Names the row for screen readers, e.g. "the lead from ada@example.org". */
  rowLabel: string;
  staff: readonly StaffMember[];
  canUpdate: boolean;
}

/** Who has the row, and (with the right) a select to give it to someone else or nobody. */
function AssignCell({ row, rowLabel, staff, canUpdate }: FollowUpProps) {
  const { id } = row;
  const busy = useRowBusy(id, "assign");
  const current = row.assignedToName ?? "Unassigned";
  if (!canUpdate) return <>{current}</>;
  const selectId = `assign-${id}`;
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={selectId} className="sr-only">
        Assign {rowLabel} to
      </label>
      <Select
        id={selectId}
        name="assignee"
        defaultValue={row.assignedTo ?? ""}
        controlHeight="h-9"
        className="min-w-36"
      >
        <option value="">Unassigned</option>
        {/* An assignee who lost the role still shows, so the select tells the truth. */}
        {row.assignedTo && !staff.some((member) => member.id === row.assignedTo) ? (
          <option value={row.assignedTo}>{current}</option>
        ) : null}
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name.trim() || member.email}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        Assign<span className="sr-only"> {rowLabel}</span>
      </Button>
    </Form>
  );
}

/** When and by whom the row was handled, and the button to mark it handled or reopen it. */
function HandledCell({ row, rowLabel, canUpdate }: Omit<FollowUpProps, "staff">) {
  return (
    <div className="flex flex-col items-start gap-2">
      {row.handledAt ? (
        <span>
          <DateTime value={row.handledAt} />
          {row.handledByName ? <> by {row.handledByName}</> : null}
        </span>
      ) : (
        <span className="text-muted-foreground">Open</span>
      )}
      {canUpdate ? (
        <RowAction
          id={row.id}
          intent={row.handledAt ? "reopen" : "handle"}
          label={row.handledAt ? "Reopen" : "Mark handled"}
          target={rowLabel}
        />
      ) : null}
    </div>
  );
}

/** The columns every inbox table ends with, filled by `FollowUpCells`. */
export const followUpColumns = ["Received", "Assigned to", "Handled"] as const;

/** The "Received", "Assigned to" and "Handled" cells that end every inbox row. */
export function FollowUpCells(props: FollowUpProps) {
  return (
    <>
      <td>
        <DateTime value={props.row.createdAt} />
      </td>
      <td>
        <AssignCell {...props} />
      </td>
      <td>
        <HandledCell {...props} />
      </td>
    </>
  );
}

/** What an inbox table gets from its page. */
export interface InboxTableProps<Row> {
  rows: Row[];
  staff: readonly StaffMember[];
  canUpdate: boolean;
}
