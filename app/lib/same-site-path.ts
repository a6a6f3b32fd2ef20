const base = "http://same-site.invalid";
/** Longer return addresses are refused: a Location header that size breaks clients and proxies. */
export const maxSameSitePathLength = 2000;

/**
 * A path on this site to redirect to, or `fallback`: never another origin, a protocol-relative
 * URL, a backslash trick or a control character. The result is normalised and percent-encoded
 * (no dot segments, no raw non-ASCII) and at most 2,000 characters, so it is always a valid
 * Location header.
 */
export function sameSitePath(value: unknown, fallback: string): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.includes("\\") ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
    /[\u0000-\u001f\u007f]/.test(value)
  ) {
    return fallback;
  }
  const url = new URL(value, base);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== base || path.startsWith("//") || path.length > maxSameSitePathLength) {
    return fallback;
  }
  return path;
}
