import { formatDate } from "~/lib/date-format";

/** "2024-01-01" as "January 1, 2024": en-US long style, the same on the server and in the browser. */
export function formatDocumentDate(isoDate: string): string {
  return formatDate(`${isoDate}T00:00:00Z`, "long");
}
