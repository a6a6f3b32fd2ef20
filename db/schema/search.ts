import { type SQL, sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

/** A PostgreSQL `tsvector`: only ever written by the database (generated columns). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

/** The text search configuration every index and query of the site uses. */
export const searchConfig = sql.raw("'english'::regconfig");

/**
 * A weighted tsvector of `text` for a generated column. Text arrays go through
 * `immutable_array_to_string` (migration 0006): `array_to_string` itself is only STABLE, which a
 * generated column does not accept.
 */
export function weighted(value: SQL, weight: "A" | "B" | "C" | "D"): SQL {
  return sql`setweight(to_tsvector(${searchConfig}, coalesce(${value}, '')), ${sql.raw(`'${weight}'`)})`;
}

export function joinedList(column: SQL): SQL {
  return sql`immutable_array_to_string(${column}, ' ')`;
}
