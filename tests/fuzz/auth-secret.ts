/** The fuzz tier's site AUTH_SECRET (better-auth signs cookies and encrypts TOTP secrets with it). */
export const fuzzAuthSecret = "fuzz-auth-secret-0123456789abcdefghijklmnopq";
