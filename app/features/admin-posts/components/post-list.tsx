import type { ChangeEvent } from "react";
import { Form, Link } from "react-router";
import { AdminTable, DateTime } from "~/components/admin/admin-ui";
import { FilterSelect } from "~/components/admin/filter-select";
import { SearchField } from "~/components/search-field";
import { type PostState, postStates } from "../post-state";
import { PostStateBadge, postStateLabel } from "./post-state-badge";
import { tableLinkClass } from "./styles";

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
      <FilterSelect
        id="posts-status"
        name="status"
        label="Status"
        onChange={submitOnChange}
        defaultValue={filters.state ?? ""}
        options={[
          { value: "", label: "All" },
          ...postStates.map((state) => ({ value: state, label: postStateLabel(state) })),
        ]}
      />
      <FilterSelect
        id="posts-category"
        name="category"
        label="Category"
        onChange={submitOnChange}
        defaultValue={filters.categoryId ?? ""}
        options={[
          { value: "", label: "All categories" },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
      />
    </Form>
  );
}

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
            <Link to={`/admin/posts/${row.id}`} className={tableLinkClass}>
              {row.title}
            </Link>
            <div className="mt-1 text-xs text-muted-foreground">
              /{row.slug}
              {row.state === "published" ? (
                <>
                  {" · "}
                  <Link to={`/knowledge-center/${row.slug}`} className={tableLinkClass}>
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
