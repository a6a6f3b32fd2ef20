import type { SubmissionResult } from "@conform-to/react";

/**
 * The flash message: one toast (and, for a form posted without JavaScript, its Conform result:
 * field errors and values) carried to the next page in a signed cookie. The server side is
 * `flash.server.ts`; the root loader returns it as `toast` and the root layout shows it.
 */

export type FlashType = "success" | "error" | "info";

/**
 * A form posted without JavaScript: which form ("lead", "contact") and its result as Conform's
 * `lastResult` (the values it was sent with and one message per field in error).
 */
export interface FlashForm {
  id: string;
  result: SubmissionResult<string[]>;
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

/** A form's result as the cookie carried it, with only the parts Conform reads, well-formed. */
function formResult(value: unknown): SubmissionResult<string[]> {
  const result = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const error: Record<string, string[]> = {};
  const sent = result.error && typeof result.error === "object" ? result.error : {};
  for (const [name, messages] of Object.entries(sent)) {
    const texts = [messages].flat().filter((text): text is string => typeof text === "string");
    if (texts.length) error[name] = texts;
  }
  return { status: "error", initialValue: stringRecord(result.initialValue), error };
}

/**
 * The result the form `id` was sent back with after a post without JavaScript, for `useForm`'s
 * `lastResult`; `rootData` is the root loader's data (the same object until it reloads, so
 * Conform reports it once).
 */
export function flashedResult(rootData: unknown, id: string) {
  const form = (rootData as { toast?: FlashToast | null } | undefined)?.toast?.form;
  return form?.id === id ? form.result : undefined;
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
    flash.form = { id: form.id, result: formResult(form.result) };
  }
  return flash;
}
