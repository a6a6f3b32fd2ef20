/** Colour theme preference: follow the operating system (default), or force light or dark. */
export const themes = ["system", "light", "dark"] as const;

export type Theme = (typeof themes)[number];

export const defaultTheme: Theme = "system";

/** Name of the cookie that keeps the preference; the server reads it to render `<html data-theme>`. */
export const themeCookieName = "theme";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

/** The preference in a value, or the default when it is missing or unknown. */
export function parseTheme(value: unknown): Theme {
  return isTheme(value) ? value : defaultTheme;
}
