import { data } from "react-router";

export const unreadableFormMessage =
  "The form could not be read. Please send it again from the page.";

/**
 * Text as it was typed: U+0000 dropped (PostgreSQL cannot store it in text or jsonb, and nobody
 * types it), and line breaks as "\n" (a browser sends a textarea's as CRLF in form posts).
 */
export function cleanText(value: unknown): unknown {
  return typeof value === "string"
    ? value.replaceAll("\u0000", "").replaceAll(/\r\n?/g, "\n")
    : value;
}

/** The form with its text fields cleaned as cleanText does (files are left as they are). */
export function cleanForm(form: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of form) {
    clean.append(name, typeof value === "string" ? (cleanText(value) as string) : value);
  }
  return clean;
}

/**
 * A page action's form, its text cleaned (cleanText). A body that is not a readable form (a forged content
 * type, a cut-off multipart body) is the sender's mistake: 400 with a message, not a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return cleanForm(await request.formData());
  } catch {
    throw data({ error: unreadableFormMessage }, { status: 400 });
  }
}
