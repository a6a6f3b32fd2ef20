import { Form, Link } from "react-router";
import { AdminTable, DateTime } from "~/components/admin/admin-ui";
import { FilterSelect } from "~/components/admin/filter-select";
import { RowAction } from "~/components/admin/row-action";
import { SearchField } from "~/components/search-field";
import { Button } from "~/components/ui/button";
import { jobTypeLabel, jobTypeOptions } from "~/features/jobs/labels";
import type { JobCategory } from "~/features/jobs/types";
import { formatDate } from "~/lib/date-format";
import { pluralWord } from "~/lib/plural";
import type { AdminJobRow } from "../job-queries.server";
import { type AdminJobFilters, uncategorised } from "../list-filters";
import { JobStateBadge } from "./job-state-badge";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** The list's filters: a plain GET form, so they live in the URL and work without JavaScript. */
export function JobFiltersForm({
  filters,
  categories,
}: {
  filters: AdminJobFilters;
  categories: JobCategory[];
}) {
  const selects = [
    {
      name: "status",
      label: "Status",
      defaultValue: filters.status,
      options: [
        { value: "all", label: "All" },
        { value: "open", label: "Open" },
        { value: "closed", label: "Closed (inactive or expired)" },
      ],
    },
    {
      name: "category",
      label: "Category",
      defaultValue: filters.category ?? "",
      options: [
        { value: "", label: "All categories" },
        { value: uncategorised, label: "No category" },
        ...categories.map((category) => ({ value: category.id, label: category.name })),
      ],
    },
    {
      name: "type",
      label: "Job type",
      defaultValue: filters.type ?? "",
      options: [{ value: "", label: "All types" }, ...jobTypeOptions],
    },
    {
      name: "featured",
      label: "Featured",
      defaultValue: filters.featured,
      options: [
        { value: "all", label: "All" },
        { value: "featured", label: "Featured" },
        { value: "not-featured", label: "Not featured" },
      ],
    },
  ];
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter jobs"
      className="grid items-end gap-4 md:grid-cols-2 lg:grid-cols-6"
    >
      <div className="md:col-span-2">
        <SearchField
          id="job-search"
          label="Search title, company or location"
          q={filters.q}
          maxLength={200}
          placeholder="e.g. React, Lisbon"
          resetKey={filters.q}
        />
      </div>
      {selects.map((select) => (
        <FilterSelect key={select.name} id={`job-filters-${select.name}`} {...select} />
      ))}
      <div className="flex gap-2 lg:col-span-6">
        <Button type="submit" variant="outline">
          Apply filters
        </Button>
        <Link
          to="/admin/jobs"
          className="self-center text-sm font-medium underline-offset-4 hover:underline"
        >
          Clear
        </Link>
      </div>
    </Form>
  );
}

const columns = [
  "Title",
  "Status",
  "Category",
  "Type",
  "Featured",
  "Deadline",
  "Applications",
  "Updated",
  "Actions",
] as const;

export function JobTable({ rows }: { rows: AdminJobRow[] }) {
  return (
    <AdminTable
      caption="Jobs"
      columns={columns}
      rowCount={rows.length}
      empty="No jobs match these filters."
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className="font-normal">
            <Link to={`/admin/jobs/${row.id}`} className={linkClass}>
              {row.title}
            </Link>
            <span className="block text-xs text-muted-foreground">
              {row.companyName} · {row.location}
            </span>
          </th>
          <td>
            <JobStateBadge state={row.state} />
          </td>
          <td>{row.categoryName ?? <span className="text-muted-foreground">None</span>}</td>
          <td className="whitespace-nowrap">{jobTypeLabel(row.jobType)}</td>
          <td>{row.isFeatured ? "Yes" : "No"}</td>
          <td className="whitespace-nowrap">
            {row.applicationDeadline ? (
              <time dateTime={row.applicationDeadline}>
                {formatDate(row.applicationDeadline, "staffDate")}
              </time>
            ) : (
              <span className="text-muted-foreground">None</span>
            )}
          </td>
          <td>
            <Link to={`/admin/applications?job=${row.id}`} className={linkClass}>
              {row.applications}
              <span className="sr-only">
                {" "}
                {pluralWord(row.applications, "application")} for “{row.title}”
              </span>
            </Link>
          </td>
          <td className="whitespace-nowrap">
            <DateTime value={row.updatedAt} />
          </td>
          <td>
            <div className="flex flex-wrap gap-2">
              <RowAction
                id={row.id}
                target={`“${row.title}”`}
                intent={row.isActive ? "deactivate" : "activate"}
                label={row.isActive ? "Deactivate" : "Activate"}
              />
              <RowAction
                id={row.id}
                target={`“${row.title}”`}
                intent={row.isFeatured ? "unfeature" : "feature"}
                label={row.isFeatured ? "Unfeature" : "Feature"}
              />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
