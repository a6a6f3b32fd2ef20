import { data } from "react-router";

export const unreadableFormMessage =
  "The form could not be read. Please send it again from the page.";

/** PostgreSQL cannot store U+0000 in text or jsonb; nobody types it, so it is dropped. */
export function withoutNul(value: unknown): unknown {
  return typeof value === "string" ? value.replaceAll("\u0000", "") : value;
}

/** The form with U+0000 dropped from its text fields (files are left as they are). */
export function formWithoutNul(form: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of form) {
    if (typeof value === "string") clean.append(name, value.replaceAll("\u0000", ""));
    else clean.append(name, value);
  }
  return clean;
}

/**
 * A page action's form, without U+0000. A body that is not a readable form (a forged content
 * type, a cut-off multipart body) is the sender's mistake: 400 with a message, not a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return formWithoutNul(await request.formData());
  } catch {
    throw data({ error: unreadableFormMessage }, { status: 400 });
  }
}
