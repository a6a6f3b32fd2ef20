import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * True for rows whose tag list holds at least one of `tags`, ignoring case and surrounding
 * spaces ("solidity " matches "Solidity"); undefined (no condition) for an empty list.
 */
export function hasAnyTag(column: Column, tags: readonly string[]): SQL | undefined {
  const wanted = tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return undefined;
  return sql`exists (select 1 from unnest(${column}) as tag where lower(btrim(tag)) in ${wanted})`;
}
