import type { PgSelect } from "drizzle-orm/pg-core";

/** Staff lists show this many rows a page. */
export const adminPageSize = 25;

/** The `?page=` number: a whole number from 1, anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function pageCountFor(total: number, pageSize = adminPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Limits a staff list query (made with `.$dynamic()`) to one page; pages count from 1. */
export function onPage<Query extends PgSelect>(
  query: Query,
  page: number,
  pageSize = adminPageSize,
) {
  return query.limit(pageSize).offset((page - 1) * pageSize);
}
