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
