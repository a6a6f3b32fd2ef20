// Without zod: the browser's checks and the forms' hints read these too.

/** The password rules of auth.server.ts (`emailAndPassword.minPasswordLength` / `max...`). */
export const passwordRules = { min: 8, max: 128 } as const;
/** Staff accounts reach candidates' data: 12 characters at least (ADR 029). */
export const staffPasswordRules = { min: 12, max: 128 } as const;
export type PasswordRules = typeof passwordRules | typeof staffPasswordRules;
