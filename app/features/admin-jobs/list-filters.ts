import { type JobType, jobTypeValues } from "~/features/jobs/labels";
import { parsePage } from "~/lib/admin-paging";

export const jobStatusFilters = ["all", "open", "closed"] as const;
export type JobStatusFilter = (typeof jobStatusFilters)[number];

export const featuredFilters = ["all", "featured", "not-featured"] as const;
export type FeaturedFilter = (typeof featuredFilters)[number];

/** The category filter's value for jobs without a category. */
export const uncategorised = "none";

/** The staff job list's filters, read from the URL. */
export interface AdminJobFilters {
  q: string;
  status: JobStatusFilter;
  /** A category id, `uncategorised`, or null for every category. */
  category: string | null;
  type: JobType | null;
  featured: FeaturedFilter;
  page: number;
}

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/** Unknown or empty values mean "no filter". */
export function parseJobFilters(params: URLSearchParams): AdminJobFilters {
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: pick(jobStatusFilters, params.get("status"), "all"),
    category: params.get("category")?.trim().slice(0, 100) || null,
    type: pick<JobType | "">(jobTypeValues, params.get("type"), "") || null,
    featured: pick(featuredFilters, params.get("featured"), "all"),
    page: parsePage(params.get("page")),
  };
}

/** How a job stands for visitors: open, switched off, or past its deadline. */
export type JobState = "open" | "inactive" | "expired";

export function jobState(
  job: { isActive: boolean; applicationDeadline: string | Date | null },
  now: Date = new Date(),
): JobState {
  if (!job.isActive) return "inactive";
  if (job.applicationDeadline && new Date(job.applicationDeadline).getTime() <= now.getTime()) {
    return "expired";
  }
  return "open";
}
