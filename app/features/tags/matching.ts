import { distance } from "fastest-levenshtein";
import { slugify } from "~/lib/slugify";

/** What matching needs to know about a tag. */
export interface MatchableTag {
  tag: string;
  /** The tag's canonical URL segment (slugify(tag)). */
  slug: string;
  count: number;
}

/**
 * How a URL's tag was found: `exact` when it is the tag's canonical slug (the page is served),
 * `normalised` when it differs only in case, separators or accents, `typo` when it is a small
 * misspelling (both answered by a 301 to the canonical URL).
 */
export type MatchKind = "exact" | "normalised" | "typo";

export interface TagMatch<T extends MatchableTag> {
  tag: T;
  kind: MatchKind;
}

/**
 * The comparison form of a tag: its slug without hyphens, so case, spaces, hyphens,
 * underscores, dots and accents do not matter ("Machine-Learning", "machine_learning" and
 * "Machine Learning" are all "machinelearning"; "Node.js" and "node js" are "nodejs"), while
 * symbols that carry meaning stay distinct ("C#" is "csharp", "C++" is "cplusplus").
 */
export function tagKey(text: string): string {
  return slugify(text).replaceAll("-", "");
}

/**
 * The typo budget of a known tag, by the length of its key: none for 3 characters or fewer
 * ("Go", "AWS", "SQL": one edit turns them into other real words), 1 up to 5 characters,
 * 2 from 6 characters on ("kubernets" finds "Kubernetes").
 */
export function typoBudget(key: string): number {
  if (key.length <= 3) return 0;
  return key.length >= 6 ? 2 : 1;
}

/**
 * The known tag closest to what a visitor typed: the tag whose slug it is, else the tag whose
 * key it shares, else the tag within its typo budget at the smallest edit distance (ties: the
 * tag with more content). Null when nothing is close enough.
 */
export function matchTag<T extends MatchableTag>(
  input: string,
  tags: readonly T[],
): TagMatch<T> | null {
  const text = input.trim();
  if (!text) return null;
  const exact = tags.find((tag) => tag.slug === text);
  if (exact) return { tag: exact, kind: "exact" };

  const key = tagKey(text);
  if (!key) return null;
  let best: { tag: T; distance: number } | undefined;
  for (const tag of tags) {
    const candidateKey = tagKey(tag.tag);
    if (candidateKey === key) {
      if (best?.distance !== 0 || tag.count > best.tag.count) best = { tag, distance: 0 };
      continue;
    }
    // Cheap bounds first: the edit distance is at least the difference in length.
    const budget = typoBudget(candidateKey);
    if (budget === 0 || Math.abs(candidateKey.length - key.length) > budget) continue;
    const edits = distance(key, candidateKey);
    if (edits > budget) continue;
    if (!best || edits < best.distance || (edits === best.distance && tag.count > best.tag.count)) {
      best = { tag, distance: edits };
    }
  }
  if (!best) return null;
  return { tag: best.tag, kind: best.distance === 0 ? "normalised" : "typo" };
}
