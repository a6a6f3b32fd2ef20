import { type ApplicationStatus, isApplicationStatus } from "~/features/applications/status";
import { parsePage } from "~/lib/admin-paging";

/** What the applications list shows, as its URL says: ?job=&status=&q=&page=. */
export interface ApplicationFilters {
  /** A job id as given; the loader answers 404 when it names no job. */
  jobId: string | null;
  status: ApplicationStatus | null;
  /** Part of the applicant's name or email. */
  q: string;
  page: number;
}

export const searchMaxLength = 100;

/** Unknown statuses show every status; an over-long search is cut, not refused. */
export function parseApplicationFilters(params: URLSearchParams): ApplicationFilters {
  const status = params.get("status");
  const jobId = params.get("job")?.trim();
  return {
    jobId: jobId ? jobId : null,
    status: isApplicationStatus(status) ? status : null,
    q: (params.get("q") ?? "").trim().slice(0, searchMaxLength),
    page: parsePage(params.get("page")),
  };
}

/** The list's URL for `filters` (page 1 unless given), leaving out what is not set. */
export function applicationsHref(
  filters: Partial<Omit<ApplicationFilters, "page">> & { page?: number },
): string {
  const params = new URLSearchParams();
  if (filters.jobId) params.set("job", filters.jobId);
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/admin/applications?${query}` : "/admin/applications";
}
