/**
 * A rough strength estimate for the meter under new-password fields (ASVS 2.1.8). It only
 * advises: the server's rules (length, the list of common and breached passwords) decide.
 * Small on purpose, so the browser bundle carries no dictionary.
 */

export const strengthWords = ["Too short", "Weak", "Fair", "Good", "Strong"] as const;
export type StrengthWord = (typeof strengthWords)[number];

export interface PasswordStrength {
  /** 0 (shorter than the minimum) to 4 (strong). */
  level: 0 | 1 | 2 | 3 | 4;
  word: StrengthWord;
}

/** Parts of the most used passwords: each counts as one character wherever it appears. */
const commonParts = [
  "password",
  "passwort",
  "qwerty",
  "azerty",
  "asdf",
  "letmein",
  "welcome",
  "admin",
  "login",
  "iloveyou",
  "monkey",
  "dragon",
  "master",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "quillstack",
];

/** How many symbols an attacker must try per position, from the kinds of characters used. */
function alphabetSize(password: string): number {
  let size = 0;
  if (/[a-z]/.test(password)) size += 26;
  if (/[A-Z]/.test(password)) size += 26;
  if (/[0-9]/.test(password)) size += 10;
  if (/[^a-zA-Z0-9]/.test(password)) size += 33;
  return size;
}

/**
 * The length that counts: a character repeating the previous one or continuing a run
 * ("aaaa", "1234", "cba") adds a quarter, and a common part adds one.
 */
function effectiveLength(password: string): number {
  let text = password.toLowerCase();
  for (const part of commonParts) text = text.replaceAll(part, "\u0000");
  let length = 0;
  for (let index = 0; index < text.length; index++) {
    const step = index > 0 ? text.charCodeAt(index) - text.charCodeAt(index - 1) : Number.NaN;
    length += Math.abs(step) <= 1 ? 0.25 : 1;
  }
  return length;
}

/** Null for an empty field; otherwise a level and a plain word for it. */
export function passwordStrength(password: string, minLength: number): PasswordStrength | null {
  if (!password) return null;
  if (password.length < minLength) return { level: 0, word: "Too short" };
  const bits = effectiveLength(password) * Math.log2(alphabetSize(password));
  const level = bits < 45 ? 1 : bits < 60 ? 2 : bits < 80 ? 3 : 4;
  return { level, word: strengthWords[level] };
}
