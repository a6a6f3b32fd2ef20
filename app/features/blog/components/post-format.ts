const longDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** The spec's long en-US date of an article: 'March 4, 2025'. UTC, so server and browser agree. */
export function formatPostDate(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

/** A machine-readable date for `<time dateTime>`. */
export function isoDate(value: Date | string): string | undefined {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
