import { data } from "react-router";

export const unreadableFormMessage =
  "The form could not be read. Please send it again from the page.";

/**
 * A page action's form. A body that is not a readable form (a forged content type, a cut-off
 * multipart body) is the sender's mistake: 400 with a message, not a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: unreadableFormMessage }, { status: 400 });
  }
}
