/**
 * The flash message: one toast (and, for a form posted without JavaScript, its field errors and
 * values) carried to the next page in a signed cookie. The server side is `flash.server.ts`; the
 * root loader returns it as `toast` and the root layout shows it.
 */

export type FlashType = "success" | "error" | "info";

/** Field errors and values of a form posted without JavaScript, so the page can show them again. */
export interface FlashForm {
  /** Which form: "lead", "contact". */
  id: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

export interface FlashToast {
  type: FlashType;
  title: string;
  description?: string;
  form?: FlashForm;
}

const types = new Set<FlashType>(["success", "error", "info"]);

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Reads a flash defensively (cookies and loader data are untrusted shapes); null when invalid. */
export function parseFlash(value: unknown): FlashToast | null {
  if (!value || typeof value !== "object") return null;
  const candidate = value as Record<string, unknown>;
  if (!types.has(candidate.type as FlashType) || typeof candidate.title !== "string") return null;
  const flash: FlashToast = { type: candidate.type as FlashType, title: candidate.title };
  if (typeof candidate.description === "string") flash.description = candidate.description;
  const form = candidate.form as Record<string, unknown> | undefined;
  if (form && typeof form === "object" && typeof form.id === "string") {
    flash.form = {
      id: form.id,
      fieldErrors: stringRecord(form.fieldErrors),
      values: stringRecord(form.values),
    };
  }
  return flash;
}
