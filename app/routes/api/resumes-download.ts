import { requireUser } from "~/features/access/guards.server";
import { openResumeForDownload, resumeResponse } from "~/features/resumes/resumes.server";
import type { Route } from "./+types/resumes-download";

/**
 * GET /user/resumes/:id: streams a private resume to its owner or to staff with
 * read:resume:any, as an attachment, never cached by shared caches and never sniffed.
 * Everyone else gets 404, whether or not the resume exists. Signed-out visitors log in first.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const opened = await openResumeForDownload(viewer, params.id);
  if (!opened) {
    return new Response("Not Found", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  return resumeResponse(opened.row, opened.file);
}
