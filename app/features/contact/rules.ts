import { emailProblem } from "~/features/forms/email";
import { contactTexts } from "./messages";

export type ContactField = "name" | "email" | "company" | "service" | "message";

/** A field's text, trimmed; "" when absent or not text. */
export function textOf(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The contact rules a visitor can break in the browser, the same for POST /api/contact, the
 * React form and the static page's island: the required fields first, then the address; with
 * the spec's toast. The lengths and the service are the controls' own (`maxLength`, the
 * select); the endpoint checks them too (`validateContact`).
 */
export function checkContactEntry(fields: Record<string, unknown>) {
  const missing: Partial<Record<ContactField, string>> = {};
  for (const field of ["name", "email", "message"] as const) {
    if (!textOf(fields, field)) missing[field] = contactTexts.fieldRequired[field];
  }
  if (Object.keys(missing).length) return { toast: contactTexts.required, fieldErrors: missing };
  if (!emailProblem(textOf(fields, "email"))) return undefined;
  const { invalidEmail } = contactTexts;
  return { toast: invalidEmail, fieldErrors: { email: invalidEmail.description } };
}
