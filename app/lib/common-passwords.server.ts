import { dictionary } from "@zxcvbn-ts/language-common";

/*
 * zxcvbn-ts's list of common and breached passwords (about 30,000, most used first), bundled
 * with the package: nothing is sent anywhere. Compared without letter case, so "Password123"
 * counts as "password123".
 */
const commonPasswords = new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));

export const commonPasswordMessage =
  "This password is on a list of common or leaked passwords. Please choose another one.";

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
