import { isValidEmail } from "~/features/forms/email";
import { contactTexts } from "./messages";

export type ContactField = "name" | "email" | "company" | "service" | "message";

/** What is wrong with a contact form's fields: the problem, its message and each field's. */
export interface ContactProblem {
  problem: "required" | "invalid";
  error: string;
  fieldErrors: Partial<Record<ContactField, string>>;
}

/** A field's text, trimmed; "" when absent or not text. */
export function textOf(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The contact rules a visitor can break in the browser, the same for POST /api/contact, the
 * React form and the static page's island: the required fields first, then the address. The
 * lengths and the service are the controls' own (`maxLength`, the select); the endpoint checks
 * them too (`validateContact`).
 */
export function checkContactEntry(fields: Record<string, unknown>): ContactProblem | undefined {
  const missing: Partial<Record<ContactField, string>> = {};
  for (const field of ["name", "email", "message"] as const) {
    if (!textOf(fields, field)) missing[field] = contactTexts.fieldRequired[field];
  }
  if (Object.keys(missing).length) {
    return { problem: "required", error: contactTexts.required.description, fieldErrors: missing };
  }
  const email = contactEmailError(textOf(fields, "email"));
  return email ? { problem: "invalid", error: email, fieldErrors: { email } } : undefined;
}

/** The address's message when it is not one the site accepts. */
export function contactEmailError(email: string): string | undefined {
  return isValidEmail(email) ? undefined : contactTexts.invalidEmail.description;
}

/** The spec's toast for a problem: 'Validation Error', 'Invalid Email', else the message. */
export function contactProblemToast({ problem, error, fieldErrors }: ContactProblem) {
  if (problem === "required") return contactTexts.required;
  if (fieldErrors.email) return contactTexts.invalidEmail;
  return { title: contactTexts.failed.title, description: error };
}
