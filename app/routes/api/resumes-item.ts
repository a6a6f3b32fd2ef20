import { data } from "react-router";
import { getSessionUser } from "~/features/access/session.server";
import { profileMessages } from "~/features/profiles/types";
import { deleteResume, ResumeNotFoundError } from "~/features/resumes/resumes.server";
import type { Route } from "./+types/resumes-item";

const noStore = { "Cache-Control": "no-store" };

/**
 * DELETE (or POST) /api/resumes/:id: deletes one of the signed-in user's own resumes and clears
 * the profile's resume_url when it pointed to it. JSON `{ ok, message }`; 401 when signed out,
 * 404 for an unknown id or anyone else's.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE" && request.method !== "POST") {
    return data({ ok: false as const, error: "Method not allowed." }, { status: 405 });
  }
  const user = await getSessionUser(request);
  if (!user) {
    return data(
      { ok: false as const, error: profileMessages.deleteFailed("User not authenticated") },
      { status: 401, headers: noStore },
    );
  }
  try {
    await deleteResume(user.id, params.id);
  } catch (error) {
    if (error instanceof ResumeNotFoundError) {
      return data(
        { ok: false as const, error: profileMessages.deleteFailed("The resume was not found.") },
        { status: 404, headers: noStore },
      );
    }
    throw error;
  }
  return data({ ok: true as const, message: profileMessages.deleted }, { headers: noStore });
}
