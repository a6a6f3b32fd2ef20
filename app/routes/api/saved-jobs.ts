import { data, redirect } from "react-router";
import { safeRedirectPath } from "~/features/access/guards.server";
import { getSessionUser } from "~/features/access/session.server";
import { saveJobFormSchema } from "~/features/saved-jobs/form-schema.server";
import { withSaveIntent } from "~/features/saved-jobs/save-intent";
import { saveJob, unsaveJob } from "~/features/saved-jobs/saved-jobs.server";
import { type SaveJobResponse, saveJobMessages } from "~/features/saved-jobs/schema";
import { redirectWithFlash } from "~/lib/flash.server";
import type { Route } from "./+types/saved-jobs";

/**
 * POST /api/saved-jobs: save or unsave a job for the signed-in user (`jobId`, `intent`).
 * A form posted without JavaScript carries `redirectTo` and is sent back there with the result
 * as a flash toast (anonymous visitors go to the login page, which returns them there). A
 * fetcher gets JSON:
 * `{ ok, jobId, saved }`, or `{ ok: false, error }` with 400, 401 or 404.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) {
    return data<SaveJobResponse>({ ok: false, error: saveJobMessages.invalid }, { status: 415 });
  }
  const rawRedirect = form.get("redirectTo");
  const back = typeof rawRedirect === "string" ? safeRedirectPath(rawRedirect, "/careers") : null;
  const user = await getSessionUser(request);
  if (!user) {
    if (back) {
      const jobId = form.get("jobId");
      const returnTo =
        form.get("intent") === "save" && typeof jobId === "string"
          ? withSaveIntent(back, jobId)
          : back;
      const login = `/user/login?${new URLSearchParams({ redirectTo: returnTo })}`;
      return redirectWithFlash(login, { type: "info", title: saveJobMessages.loginRequired });
    }
    return data<SaveJobResponse>(
      { ok: false, error: saveJobMessages.loginRequired },
      { status: 401 },
    );
  }
  const parsed = saveJobFormSchema.safeParse({
    jobId: form.get("jobId"),
    intent: form.get("intent"),
    redirectTo: typeof rawRedirect === "string" ? rawRedirect : undefined,
  });
  if (!parsed.success) {
    if (back) return redirectWithFlash(back, { type: "error", title: saveJobMessages.invalid });
    return data<SaveJobResponse>({ ok: false, error: saveJobMessages.invalid }, { status: 400 });
  }
  const { jobId, intent } = parsed.data;
  // The user comes from the session only: a jobId is all a visitor can choose.
  const result =
    intent === "save" ? await saveJob(user.id, jobId) : await unsaveJob(user.id, jobId);
  if (back) {
    if (!result.ok)
      return redirectWithFlash(back, { type: "error", title: saveJobMessages.notFound });
    const title = result.saved ? saveJobMessages.saved : saveJobMessages.removed;
    return redirectWithFlash(back, { type: "success", title });
  }
  if (!result.ok) {
    return data<SaveJobResponse>(
      { ok: false, jobId, error: saveJobMessages.notFound },
      { status: 404 },
    );
  }
  return data<SaveJobResponse>({ ok: true, jobId, saved: result.saved });
}

/** The endpoint has nothing to show; a visitor who opens it lands on their saved jobs. */
export function loader() {
  return redirect("/user/saved-jobs");
}
