/** The longest page path a form may report as where it was sent from. */
export const maxPagePathLength = 200;

/** A path on this site: a leading slash, URL path characters only, never "//" (another host). */
const sitePathPattern = /^(?!.*\/\/)\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;

/**
 * The page a form says it was sent from, when it is a path on this site of at most 200
 * characters; anything else (another origin, a URL, text) is treated as unknown and gives null.
 */
export function sitePagePath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.trim();
  return path.length <= maxPagePathLength && sitePathPattern.test(path) ? path : null;
}
