/** The spec's tag cloud: 20 tags at first, then all on 'Show More'. */
export const cloudSize = 20;

/** Relative thresholds of the size tiers (spec: 0.8, 0.6, 0.4 of the largest count). */
export const tierThresholds = [0.8, 0.6, 0.4] as const;

/** 1 is the largest tier (count >= 0.8 of the maximum), 4 the smallest (below 0.4). */
export type CloudTier = 1 | 2 | 3 | 4;

export function cloudTier(count: number, maxCount: number): CloudTier {
  if (maxCount <= 0) return 4;
  const ratio = count / maxCount;
  if (ratio >= tierThresholds[0]) return 1;
  if (ratio >= tierThresholds[1]) return 2;
  if (ratio >= tierThresholds[2]) return 3;
  return 4;
}

/** Most content first; equal counts by name, so the order is stable between requests. */
export function sortByCount<T extends { tag: string; count: number }>(tags: readonly T[]): T[] {
  return [...tags].sort(
    (a, b) => b.count - a.count || a.tag.localeCompare(b.tag, "en", { sensitivity: "base" }),
  );
}

export interface CloudEntry {
  tag: string;
  slug: string;
  count: number;
  tier: CloudTier;
}

/**
 * The cloud's tags in count order with their tiers. The tiers are relative to the largest count
 * of all tags, so a tag keeps its size whether the cloud shows 20 tags or all of them.
 */
export function buildCloud(
  tags: readonly { tag: string; slug: string; count: number }[],
): CloudEntry[] {
  const sorted = sortByCount(tags);
  const maxCount = sorted[0]?.count ?? 0;
  return sorted.map(({ tag, slug, count }) => ({
    tag,
    slug,
    count,
    tier: cloudTier(count, maxCount),
  }));
}

/** A tag page with less content than this is thin: noindex, and left out of the sitemap. */
export const indexableTagMinimum = 2;
