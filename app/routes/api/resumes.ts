import { data, redirect } from "react-router";
import { getSessionUser } from "~/features/access/session.server";
import {
  candidateLimitMessage,
  limitCandidate,
} from "~/features/applications/candidate-limits.server";
import { profileMessages } from "~/features/profiles/types";
import { NotAuthenticatedError } from "~/features/resumes/resumes.server";
import { resumeCheckMessages } from "~/features/resumes/sniff";
import {
  readLimitedForm,
  storeResumeFile,
  UploadTooLargeError,
  UploadUnreadableError,
} from "~/features/resumes/upload.server";
import { errorFields, logger } from "~/lib/logger.server";
import type { Route } from "./+types/resumes";

const noStore = { "Cache-Control": "no-store" };

const failure = (status: number, reason: string) =>
  data(
    { ok: false as const, error: profileMessages.uploadFailed(reason) },
    { status, headers: noStore },
  );

/**
 * POST /api/resumes: the profile's upload with progress (XMLHttpRequest). Multipart with a
 * `resume` file; answers JSON `{ ok, message, resume }` (201), or `{ ok: false, error }` with
 * 401 (not signed in), 413 (over 10 MB, checked while the body arrives) or 400 (not a PDF, DOC
 * or DOCX by its content). The user is the session's; nothing in the request can name another.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return failure(405, "Method not allowed.");
  const user = await getSessionUser(request);
  if (!user) {
    await request.body?.cancel().catch(() => {});
    return failure(401, "User not authenticated");
  }
  const budget = await limitCandidate("resumeUpload", user.id);
  if (!budget.allowed) {
    await request.body?.cancel().catch(() => {});
    return data(
      { ok: false as const, error: profileMessages.uploadFailed(candidateLimitMessage) },
      { status: 429, headers: { ...noStore, "Retry-After": String(budget.retryAfter) } },
    );
  }
  let form: FormData;
  try {
    form = await readLimitedForm(request);
  } catch (error) {
    if (error instanceof UploadTooLargeError) return failure(413, resumeCheckMessages["too-large"]);
    if (error instanceof UploadUnreadableError)
      return failure(400, "The upload could not be read.");
    throw error;
  }
  try {
    const stored = await storeResumeFile(user.id, form.get("resume"));
    if (!stored.ok) return failure(stored.status, stored.error);
    return data(
      { ok: true as const, message: profileMessages.uploaded, resume: stored.resume },
      { status: 201, headers: noStore },
    );
  } catch (error) {
    if (error instanceof NotAuthenticatedError) return failure(401, error.message);
    logger.error("resume upload failed", { ...errorFields(error) });
    return failure(500, "Something went wrong on our side. Please try again.");
  }
}

export function loader() {
  return redirect("/user/profile?tab=resume");
}
