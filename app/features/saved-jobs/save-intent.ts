/**
 * A signed-out visitor who presses Save is sent to sign in; the page to come back to carries the
 * job as `?saveJob=<id>`, and the sign-in (a POST) saves it (see completeSaveIntent). The intent
 * rides inside `redirectTo`, so it survives switching to Sign Up and the verification link, whose
 * page saves it when the visitor presses its button (also a POST).
 */
export const saveIntentParam = "saveJob";

const jobIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only parses same-site paths; the origin never leaves this module. */
const base = "http://localhost";

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * `path` (a same-site path) asking for `jobId` to be saved once the visitor has signed in; a
 * value that is not a job id is left off (it could only fail, and it would go into a header).
 */
export function withSaveIntent(path: string, jobId: string): string {
  if (!jobIdPattern.test(jobId)) return path;
  const url = new URL(path, base);
  url.searchParams.set(saveIntentParam, jobId);
  return pathOf(url);
}

/** The job a path asks to save (null when none or not a job id) and the path without it. */
export function takeSaveIntent(path: string): { jobId: string | null; path: string } {
  const url = new URL(path, base);
  const jobId = url.searchParams.get(saveIntentParam);
  if (jobId === null) return { jobId: null, path };
  url.searchParams.delete(saveIntentParam);
  return { jobId: jobIdPattern.test(jobId) ? jobId : null, path: pathOf(url) };
}
