// Without zod: the browser's checks read these, and the schemas.

/** The longest name, email address and password typed to sign in that the schemas take. */
export const textLimits = { name: 100, email: 254, typedPassword: 1024 } as const;
