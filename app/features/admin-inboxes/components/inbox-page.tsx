import type { SubmissionResult } from "@conform-to/react";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { AdminPageHeader, AdminPagination } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";

/**
 * The frame both inboxes share: heading with the CSV export of the current filters, the
 * failed action's messages, the filters, the list and its paging.
 */
export function InboxPage({
  title,
  description,
  csvHref,
  result,
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
  /** The answer to a refused row action. */
  result?: SubmissionResult<string[]>;
  filters: ReactNode;
  page: number;
  pageCount: number;
  search: string;
  children: ReactNode;
}) {
  // A row's form has no room for messages: each one (about the action, the row or its select)
  // shows here.
  const messages = Object.values(result?.error ?? {}).flatMap((errors) => errors ?? []);
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
      {messages.length > 0 ? (
        <FormAlert tone="error">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </FormAlert>
      ) : null}
      {filters}
      {children}
      <AdminPagination page={page} pageCount={pageCount} search={search} label={`${title} pages`} />
    </div>
  );
}
