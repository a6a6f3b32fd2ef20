const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2024-01-01" as "January 1, 2024": en-US long style, the same on the server and in the browser. */
export function formatDocumentDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
