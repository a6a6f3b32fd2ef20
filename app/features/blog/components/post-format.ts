import { formatDate } from "~/lib/date-format";

/** The spec's long en-US date of an article: 'March 4, 2025'. */
export function formatPostDate(value: Date | string): string {
  return formatDate(value, "long");
}

/** A machine-readable date for `<time dateTime>`. */
export function isoDate(value: Date | string): string | undefined {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
