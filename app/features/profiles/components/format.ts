import { formatDate } from "~/lib/date-format";

/** "2024-03" or "2024-03-15" -> "Mar 2024"; anything else is returned as it is. */
export function formatMonth(value: string | undefined): string {
  const match = /^(\d{4})-(\d{2})/.exec(value ?? "");
  if (!match) return value ?? "";
  return formatDate(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)), "monthYear");
}

/** "Mar 2022 – Present", "Jan 2020 – Jun 2021", or "" without dates. */
export function formatPeriod(start: string, end: string, current: boolean): string {
  const from = formatMonth(start);
  const to = current ? "Present" : formatMonth(end);
  if (!from && !to) return "";
  return `${from || "?"} – ${to || "?"}`;
}
