import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { AdminPageHeader, AdminPagination } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";

/**
 * The frame both inboxes share: heading with the CSV export of the current filters, the
 * failed action's message, the filters, the list and its paging.
 */
export function InboxPage({
  title,
  description,
  csvHref,
  error,
  filters,
  page,
  pageCount,
  search,
  children,
}: {
  title: string;
  description: string;
  /** The export of exactly what the filters select. */
  csvHref: string;
  error?: string;
  filters: ReactNode;
  page: number;
  pageCount: number;
  search: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button asChild variant="outline">
            {/* A document request, not a client navigation: the browser saves the file. */}
            <a href={csvHref} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      {filters}
      {children}
      <AdminPagination page={page} pageCount={pageCount} search={search} label={`${title} pages`} />
    </div>
  );
}
