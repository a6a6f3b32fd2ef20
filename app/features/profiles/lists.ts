/**
 * The profile's list rules (skills, technologies, responsibilities), without zod: the profile
 * summary and the tag inputs use them in the browser, the schemas on both sides.
 */

export const listLimits: {
  tagLength: number;
  tags: number;
  responsibilityLength: number;
  experience: number;
  projects: number;
  education: number;
} = {
  /** Longest single skill, technology or tag. */
  tagLength: 60,
  /** Most entries in one list of tags. */
  tags: 50,
  responsibilityLength: 300,
  experience: 30,
  projects: 30,
  education: 20,
};

/**
 * The spec's list rule: trimmed, non-empty, no duplicates (letter case ignored, the first
 * spelling wins), at most `max` entries of at most `maxLength` characters.
 */
export function normalizeList(
  values: ReadonlyArray<unknown>,
  { max = listLimits.tags, maxLength = listLimits.tagLength } = {},
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    if (typeof value !== "string") continue;
    const trimmed = value.replace(/\s+/g, " ").trim().slice(0, maxLength).trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    out.push(trimmed);
    if (out.length >= max) break;
  }
  return out;
}

/** Adds one entry typed into a list input; the list stays normalised. */
export function addToList(list: readonly string[], value: string, maxLength?: number): string[] {
  return normalizeList([...list, value], { maxLength, max: Number.POSITIVE_INFINITY });
}
