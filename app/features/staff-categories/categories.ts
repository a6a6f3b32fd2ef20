import { fallbackCategoryColor } from "~/features/jobs/labels";

/**
 * What the staff pages of job and post categories share with the browser (no schema, no
 * server code): the limits of the form's fields, and each kind's page.
 */

/** The longest name and description a category takes: the schema's limits, the form's maxLength. */
export const categoryLimits = { name: 80, description: 500 } as const;

export type CategoryKind = "job" | "post";

const paths: Record<CategoryKind, string> = {
  job: "/admin/job-categories",
  post: "/admin/post-categories",
};

/** The page of a kind of category (the form's Cancel, the action's redirects). */
export const categoriesPath = (kind: CategoryKind) => paths[kind];

/** A new category's colour until one is chosen: the spec's grey for jobs, blue for posts. */
export const newCategoryColor: Record<CategoryKind, string> = {
  job: fallbackCategoryColor,
  post: "#2563eb",
};
