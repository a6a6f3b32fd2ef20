const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Text as HTML or XML: safe as element content and as a quoted attribute value (either quote).
 * `&#39;` rather than `&apos;`, which HTML 4 and old mail clients do not know.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/** Characters XML 1.0 forbids (control characters other than tab, line feed, carriage return). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what we remove
const invalidXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function stripInvalidXmlCharacters(text: string): string {
  return text.replace(invalidXmlCharacters, "");
}
