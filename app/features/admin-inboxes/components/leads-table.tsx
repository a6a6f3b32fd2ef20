import { AdminTable } from "~/components/admin/admin-ui";
import { consentSummary } from "../consent";
import type { LeadListRow } from "../inbox.server";
import { FollowUpCells, followUpColumns, type InboxTableProps } from "./follow-up-forms";

const columns = ["Email", "Source", "Consent", ...followUpColumns] as const;

export function LeadsTable({ rows, staff, canUpdate }: InboxTableProps<LeadListRow>) {
  return (
    <AdminTable
      caption="Leads, newest first"
      columns={columns}
      empty="No leads match these filters."
      rowCount={rows.length}
    >
      {rows.map((row) => {
        const rowLabel = `the lead from ${row.email}`;
        return (
          <tr key={row.id}>
            <th scope="row" className="font-medium break-all">
              {row.email}
            </th>
            <td>{row.source}</td>
            <td>{consentSummary(row.consent)}</td>
            <FollowUpCells row={row} rowLabel={rowLabel} staff={staff} canUpdate={canUpdate} />
          </tr>
        );
      })}
    </AdminTable>
  );
}
