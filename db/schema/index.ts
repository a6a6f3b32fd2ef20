export * from "./access.ts";
export * from "./auth.ts";
export * from "./careers.ts";
export * from "./categories.ts";
export * from "./email.ts";
export * from "./leads.ts";
export * from "./meta.ts";
