/** Where Save toggles post (app/routes/api/saved-jobs.ts). */
export const saveJobsEndpoint = "/api/saved-jobs";

/** What the endpoint answers a JavaScript (fetcher) submission. */
export type SaveJobResponse =
  | { ok: true; jobId: string; saved: boolean }
  | { ok: false; jobId?: string; error: string };

export const saveJobMessages = {
  saved: "Job saved",
  removed: "Removed from saved jobs",
  notFound: "This job is no longer open.",
  loginRequired: "Please log in to save jobs.",
  invalid: "That job could not be saved.",
} as const;

/** The Save button's tooltip, by what pressing it does. */
export const saveJobTitles = {
  save: "Save this job",
  unsave: "Remove from saved jobs",
} as const;
