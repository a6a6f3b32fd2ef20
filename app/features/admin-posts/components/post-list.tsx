import type { ChangeEvent } from "react";
import { Form, Link } from "react-router";
import { SearchField } from "~/components/search-field";
import { AdminTable, DateTime } from "~/features/admin/components/admin-ui";
import { inputClass, labelClass } from "~/features/forms/styles";
import { cn } from "~/lib/utils";
import { type PostState, postStates } from "../post-state";
import { PostStateBadge, postStateLabel } from "./post-state-badge";

/** One post as the list shows it; dates are ISO strings. */
export interface PostListRow {
  id: string;
  title: string;
  slug: string;
  state: PostState;
  categoryName: string | null;
  publishDate: string;
  updatedAt: string;
}

export interface PostListFilters {
  q: string;
  state: PostState | null;
  categoryId: string | null;
}

/** With JavaScript a new choice applies at once; without, the Search button applies it. */
function submitOnChange(event: ChangeEvent<HTMLSelectElement>) {
  event.currentTarget.form?.requestSubmit();
}

/** Search, status and category, as a GET form so the view lives in the URL. */
export function PostListFilterForm({
  filters,
  categories,
}: {
  filters: PostListFilters;
  categories: { id: string; name: string }[];
}) {
  return (
    <Form method="get" role="search" className="grid gap-4 md:grid-cols-[2fr_1fr_1fr] md:items-end">
      <div>
        <SearchField
          id="posts-q"
          label="Search title, slug or excerpt"
          q={filters.q}
          maxLength={200}
          placeholder="e.g. kubernetes"
          resetKey={filters.q}
        />
      </div>
      <div>
        <label htmlFor="posts-status" className={labelClass}>
          Status
        </label>
        <select
          id="posts-status"
          name="status"
          defaultValue={filters.state ?? ""}
          onChange={submitOnChange}
          className={cn(inputClass, "h-10")}
        >
          <option value="">All</option>
          {postStates.map((state) => (
            <option key={state} value={state}>
              {postStateLabel(state)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="posts-category" className={labelClass}>
          Category
        </label>
        <select
          id="posts-category"
          name="category"
          defaultValue={filters.categoryId ?? ""}
          onChange={submitOnChange}
          className={cn(inputClass, "h-10")}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
    </Form>
  );
}

const linkClass =
  "font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** The posts table: the title opens the editor; published posts link to their page. */
export function PostListTable({ rows }: { rows: PostListRow[] }) {
  return (
    <AdminTable
      caption="Knowledge-center posts, most recently updated first"
      columns={["Title", "Status", "Category", "Publish date", "Updated"]}
      empty="No posts match these filters."
      rowCount={rows.length}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row" className="font-normal">
            <Link to={`/admin/posts/${row.id}`} className={linkClass}>
              {row.title}
            </Link>
            <div className="mt-1 text-xs text-muted-foreground">
              /{row.slug}
              {row.state === "published" ? (
                <>
                  {" · "}
                  <Link to={`/knowledge-center/${row.slug}`} className={linkClass}>
                    View on the site<span className="sr-only">: {row.title}</span>
                  </Link>
                </>
              ) : null}
            </div>
          </th>
          <td>
            <PostStateBadge state={row.state} />
          </td>
          <td>{row.categoryName ?? <span className="text-muted-foreground">None</span>}</td>
          <td>
            {/* A draft's date means nothing until it is published. */}
            <DateTime value={row.state === "draft" ? null : row.publishDate} />
          </td>
          <td>
            <DateTime value={row.updatedAt} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
