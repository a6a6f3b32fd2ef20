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
