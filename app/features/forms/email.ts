/**
 * The spec's simple email pattern, shared by the browser and the server: no spaces, one @,
 * and a dot in the domain.
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address we accept (RFC 5321's limit for a path). */
export const maxEmailLength = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= maxEmailLength && emailPattern.test(value);
}

/** Trimmed and lower-cased, so the same address is recognised however it was typed. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
