/** The eight kinds of technology the catalogue knows. */
export const technologyCategories = [
  "framework",
  "platform",
  "language",
  "tool",
  "library",
  "service",
  "standard",
  "protocol",
] as const;

export type TechnologyCategory = (typeof technologyCategories)[number];

export interface Technology {
  /** Display name, unique in the catalogue ignoring case ("Node.js", "OAuth 2.0"). */
  name: string;
  /** Official home or documentation page (https). Without one, chips link to the tag page. */
  url?: string;
  /** One sentence in our own words, ending with a period. */
  description: string;
  category: TechnologyCategory;
  /** Other spellings that resolve to this entry ("Kafka" for "Apache Kafka"). */
  aliases?: readonly string[];
}

/** A catalogue entry before its category module stamps the category on it. */
export type TechnologyEntry = Omit<Technology, "category">;

export function inCategory(
  category: TechnologyCategory,
  entries: readonly TechnologyEntry[],
): Technology[] {
  return entries.map((entry) => ({ ...entry, category }));
}
