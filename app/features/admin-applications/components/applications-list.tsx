import { Form, Link } from "react-router";
import { AdminPagination, AdminTable, DateTime, humanize } from "~/components/admin/admin-ui";
import { SearchField } from "~/components/search-field";
import { LinkTabList, tabId, tabPanelId } from "~/components/ui/link-tabs";
import { StatusBadge } from "~/features/applications/components/status-badge";
import { type ApplicationStatus, applicationStatusList } from "~/features/applications/status";
import { applicationsHref, searchMaxLength } from "../filters";

/** One application as the list shows it. Dates are ISO strings. */
export interface ApplicationListItem {
  id: string;
  applicantName: string;
  applicantEmail: string;
  status: ApplicationStatus;
  job: { id: string; title: string };
  createdAt: string;
  updatedAt: string;
}

type Tab = ApplicationStatus | "all";

const tabs: { id: Tab; label: string }[] = [
  { id: "all", label: "All" },
  ...applicationStatusList.map((status) => ({ id: status, label: humanize(status) })),
];

const idPrefix = "applications";

export function ApplicationsSearch({
  jobId,
  status,
  q,
}: {
  jobId: string | null;
  status: ApplicationStatus | null;
  q: string;
}) {
  return (
    <Form method="get" role="search" aria-label="Applicants" className="max-w-xl">
      {jobId ? <input type="hidden" name="job" value={jobId} /> : null}
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <SearchField
        id="applications-q"
        label="Search by applicant name or email"
        q={q}
        resetKey={q}
        maxLength={searchMaxLength}
        placeholder="e.g. Ada or ada@example.org"
      />
    </Form>
  );
}

/** The status tabs (with counts) over the table of applications, and its paging. */
export function ApplicationsList({
  jobId,
  status,
  q,
  counts,
  rows,
  page,
  pageCount,
  search,
}: {
  jobId: string | null;
  status: ApplicationStatus | null;
  q: string;
  counts: Record<ApplicationStatus, number>;
  rows: ApplicationListItem[];
  page: number;
  pageCount: number;
  /** The current query string, for the paging links. */
  search: string;
}) {
  const selected: Tab = status ?? "all";
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  return (
    <section className="space-y-4" aria-label="Applications">
      <LinkTabList
        tabs={tabs}
        selected={selected}
        href={(tab) => applicationsHref({ jobId, q, status: tab === "all" ? null : tab })}
        idPrefix={idPrefix}
        label="Application status"
        allPanelsRendered={false}
        extra={(tab) => (
          <span className="tabular-nums">({tab === "all" ? total : counts[tab]})</span>
        )}
      />
      <div
        role="tabpanel"
        id={tabPanelId(idPrefix, selected)}
        aria-labelledby={tabId(idPrefix, selected)}
      >
        <AdminTable
          caption="Applications, newest first"
          columns={["Applicant", "Job", "Status", "Applied", "Updated"]}
          empty={q ? "No applications match this search." : "No applications here yet."}
          rowCount={rows.length}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="font-medium">
                <Link
                  to={`/admin/applications/${row.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {row.applicantName}
                </Link>
                <span className="block font-normal break-all text-muted-foreground">
                  {row.applicantEmail}
                </span>
              </th>
              <td>
                <Link
                  to={applicationsHref({ jobId: row.job.id })}
                  className="underline-offset-4 hover:underline"
                >
                  {row.job.title}
                  <span className="sr-only"> (all its applications)</span>
                </Link>
              </td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td>
                <DateTime value={row.createdAt} />
              </td>
              <td>
                <DateTime value={row.updatedAt} />
              </td>
            </tr>
          ))}
        </AdminTable>
        <AdminPagination
          page={page}
          pageCount={pageCount}
          search={search}
          label="Applications pages"
        />
      </div>
    </section>
  );
}
