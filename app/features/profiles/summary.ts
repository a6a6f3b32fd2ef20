import { normalizeList } from "./lists";
import type { ExperienceItem } from "./schema";

export const summaryLimits = { skills: 6, technologies: 8 } as const;

/** The first `limit` entries and how many more there are ('+N more'). */
export function firstOf<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** Every technology of the profile: the skills used in each job and each project's technologies. */
export function technologiesOf(experience: readonly ExperienceItem[]): string[] {
  return normalizeList(
    experience.flatMap((item) => [
      ...(item.skills_used ?? []),
      ...(item.projects ?? []).flatMap((project) => project.technologies ?? []),
    ]),
    { max: Number.POSITIVE_INFINITY },
  );
}

const dayMs = 24 * 60 * 60 * 1000;

/** "2024-03" is the first of March; with `endOfMonth`, the last day of March. Null if invalid. */
export function parseProfileDate(value: string | undefined, endOfMonth = false): number | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value ?? "");
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  if (match[3]) return Date.UTC(year, month, Number(match[3]));
  return endOfMonth ? Date.UTC(year, month + 1, 0) : Date.UTC(year, month, 1);
}

/** Days worked in one job: to today while current; 0 without a usable start or end. */
export function experienceDays(item: ExperienceItem, today: Date = new Date()): number {
  const start = parseProfileDate(item.start_date);
  const end = item.current
    ? Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
    : parseProfileDate(item.end_date, true);
  if (start === null || end === null || end < start) return 0;
  return Math.round((end - start) / dayMs);
}

/** The spec's experience years: all days over 365.25, rounded to one decimal. */
export function experienceYears(
  experience: readonly ExperienceItem[],
  today: Date = new Date(),
): number {
  const days = experience.reduce((sum, item) => sum + experienceDays(item, today), 0);
  return Math.round((days / 365.25) * 10) / 10;
}
