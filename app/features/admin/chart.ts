import { formatDate } from "~/lib/date-format";

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The `days` calendar days (UTC) ending with today's, oldest first. */
export function lastDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * dayMs).toISOString().slice(0, 10),
  );
}

/** One entry per day, zero where the rows have none. */
export function fillDays(rows: readonly DayCount[], today: Date, days = 30): DayCount[] {
  const counts = new Map(rows.map((row) => [row.day, row.count]));
  return lastDays(today, days).map((day) => ({ day, count: counts.get(day) ?? 0 }));
}

export interface Bar extends DayCount {
  /** Height in chart units; at least 1 for a day with any events, so it stays visible. */
  height: number;
}

/** Bar heights for a chart `height` units tall, scaled to the busiest day. */
export function scaleBars(data: readonly DayCount[], height: number): { max: number; bars: Bar[] } {
  const max = Math.max(0, ...data.map((entry) => entry.count));
  const bars = data.map((entry) => ({
    ...entry,
    height:
      max === 0 || entry.count === 0 ? 0 : Math.max(1, Math.round((entry.count / max) * height)),
  }));
  return { max, bars };
}

/** "Mar 5" for 2025-03-05, the same on the server and in every browser. */
export function shortDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, "dayMonth");
}

/** A short age: "45 s", "12 min", "3 h", "2 d". */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} d`;
}
