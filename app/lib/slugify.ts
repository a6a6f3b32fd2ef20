/**
 * Turns a name into a URL path segment: `slugify("Node.js")` is `"node-js"`.
 *
 * The rule, in order:
 * 1. Accents are dropped (`"Café"` -> `"cafe"`) and the text is lowercased.
 * 2. Symbols that carry meaning in technology names become words, so that different names stay
 *    different: `#` -> `sharp` (`"C#"` -> `"c-sharp"`), `+` -> `plus` (`"C++"` -> `"c-plus-plus"`),
 *    `&` -> `and` (`"AI & ML"` -> `"ai-and-ml"`), `@` -> `at`.
 * 3. Every other run of characters that is not a-z or 0-9 (spaces, dots, slashes, punctuation)
 *    becomes one hyphen (`"Node.js"` -> `"node-js"`, `"CI/CD"` -> `"ci-cd"`).
 * 4. Hyphens at the start and end are removed (`".NET"` -> `"net"`).
 *
 * The result is stable (slugifying a slug returns it unchanged) and may be empty for a name
 * without letters or digits.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/#/g, " sharp ")
    .replace(/\+/g, " plus ")
    .replace(/&/g, " and ")
    .replace(/@/g, " at ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The tag page of a technology or topic: `/tags/{slugify(name)}`. */
export function tagPath(name: string): string {
  return `/tags/${slugify(name)}`;
}
