export * from "./auth.ts";
export * from "./categories.ts";
export * from "./email.ts";
export * from "./meta.ts";
