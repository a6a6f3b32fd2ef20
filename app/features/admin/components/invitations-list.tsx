import { DateTime, humanize } from "~/components/admin/admin-ui";
import { RowAction } from "~/components/admin/row-action";
import { LinkTabList, tabId, tabPanelId } from "~/components/ui/link-tabs";
import { roleLabel } from "~/features/access/permissions";
import { cn } from "~/lib/utils";
import type { InvitationStatus } from "../../../../db/schema/invitations.ts";

/** One invitation as the table shows it (no token, no hash). Dates are ISO strings. */
export interface InvitationListRow {
  id: string;
  email: string;
  roles: string[];
  /** As people see it: pending past expiry is expired. */
  status: InvitationStatus;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

type Filter = InvitationStatus | "all";

// Listed here, not imported from the schema, so the browser bundle stays free of drizzle.
const statuses = [
  "pending",
  "accepted",
  "expired",
  "revoked",
] as const satisfies readonly InvitationStatus[];

const tabs: { id: Filter; label: string }[] = [
  { id: "all", label: "All" },
  ...statuses.map((status) => ({ id: status, label: humanize(status) })),
];

/** The `?status=` filter, or null for all (unknown values show everything). */
export function parseStatusFilter(value: string | null): InvitationStatus | null {
  return statuses.find((status) => status === value) ?? null;
}

const statusTone: Record<InvitationStatus, string> = {
  pending: "bg-warning-subtle text-warning",
  accepted: "bg-success-subtle text-success",
  expired: "bg-muted text-foreground",
  revoked: "bg-destructive-subtle text-destructive",
};

/** The invitations, filtered by status through the URL, with resend and revoke per row. */
export function InvitationsList({
  status,
  rows,
}: {
  status: InvitationStatus | null;
  rows: InvitationListRow[];
}) {
  const selected: Filter = status ?? "all";
  const idPrefix = "invitations";
  return (
    <section aria-labelledby="invitations-heading" className="space-y-4">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        Sent invitations
      </h2>
      <LinkTabList
        tabs={tabs}
        selected={selected}
        href={(tab) => (tab === "all" ? "/admin/invitations" : `/admin/invitations?status=${tab}`)}
        idPrefix={idPrefix}
        label="Invitation status"
        allPanelsRendered={false}
      />
      <div
        role="tabpanel"
        id={tabPanelId(idPrefix, selected)}
        aria-labelledby={tabId(idPrefix, selected)}
        className="relative overflow-x-auto"
      >
        {rows.length === 0 ? (
          <p className="py-6 text-sm text-muted-foreground">No invitations here yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                {["Email", "Roles", "Status", "Invited by", "Created", "Expires", "Accepted"].map(
                  (heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 font-medium">
                      {heading}
                    </th>
                  ),
                )}
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-border align-top">
                  <th scope="row" className="px-3 py-3 font-medium break-all">
                    {row.email}
                  </th>
                  <td className="px-3 py-3">{row.roles.map(roleLabel).join(", ")}</td>
                  <td className="px-3 py-3">
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs font-medium",
                        statusTone[row.status],
                      )}
                    >
                      {humanize(row.status)}
                    </span>
                  </td>
                  <td className="px-3 py-3">{row.invitedBy ?? "—"}</td>
                  <td className="px-3 py-3">
                    <DateTime value={row.createdAt} />
                  </td>
                  <td className="px-3 py-3">
                    <DateTime value={row.expiresAt} />
                  </td>
                  <td className="px-3 py-3">
                    <DateTime value={row.acceptedAt} />
                  </td>
                  <td className="px-3 py-3">
                    <div className="flex gap-2">
                      {row.status === "pending" || row.status === "expired" ? (
                        <RowAction
                          id={row.id}
                          intent="resend"
                          label="Resend"
                          target={`invitation to ${row.email}`}
                        />
                      ) : null}
                      {row.status === "pending" ? (
                        <RowAction
                          id={row.id}
                          intent="revoke"
                          label="Revoke"
                          target={`invitation to ${row.email}`}
                        />
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
