/**
 * The spec's simple email pattern, shared by the browser and the server: no spaces, one @,
 * and a dot in the domain.
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address we accept (RFC 5321's limit for a path). */
export const maxEmailLength = 254;

/**
 * What the email outbox accepts as a recipient or reply-to (no `a..b@`, no `!.a@`): zod's
 * `z.email()` pattern, written out so the browser's forms need not load zod (a test keeps the
 * two in step).
 */
export const deliverableEmailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return (
    value.length <= maxEmailLength &&
    emailPattern.test(value) &&
    deliverableEmailPattern.test(value)
  );
}

/** Trimmed and lower-cased, so the same address is recognised however it was typed. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * What is wrong with a typed address, by the rules every form shares (the endpoints, the React
 * forms and the islands): "required" when empty, "invalid" when not one `isValidEmail` accepts.
 */
export function emailProblem(email: string): "required" | "invalid" | undefined {
  if (!email) return "required";
  return isValidEmail(email) ? undefined : "invalid";
}
