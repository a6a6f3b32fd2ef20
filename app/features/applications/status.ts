import type { applicationStatuses } from "../../../db/schema/careers.ts";

export type ApplicationStatus = (typeof applicationStatuses)[number];

// Listed here, not imported from the schema, so the browser bundle stays free of drizzle.
export const applicationStatusList = [
  "pending",
  "under_review",
  "approved",
  "rejected",
] as const satisfies readonly ApplicationStatus[];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return applicationStatusList.some((status) => status === value);
}

/** 'under_review' -> 'UNDER REVIEW' (the spec: capitals, underscores as spaces). */
export function statusLabel(status: string): string {
  return status.replaceAll("_", " ").toUpperCase();
}

/**
 * The spec's colours: pending yellow, approved green, rejected red, under_review blue, anything
 * else neutral. Each pair keeps WCAG AA contrast in the light and the dark theme.
 */
export function statusTone(status: string): string {
  switch (status) {
    case "pending":
      return "bg-yellow-100 text-yellow-900 ring-yellow-600/30 dark:bg-yellow-400/15 dark:text-yellow-200 dark:ring-yellow-400/30";
    case "approved":
      return "bg-green-100 text-green-900 ring-green-600/30 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/30";
    case "rejected":
      return "bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-400/15 dark:text-red-200 dark:ring-red-400/30";
    case "under_review":
      return "bg-blue-100 text-blue-900 ring-blue-600/30 dark:bg-blue-400/15 dark:text-blue-200 dark:ring-blue-400/30";
    default:
      return "bg-muted text-foreground ring-border";
  }
}

/** The colour name each status is drawn in (for tests and data attributes). */
export type StatusColor = "yellow" | "green" | "red" | "blue" | "neutral";

const colors: Record<string, StatusColor> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
  under_review: "blue",
};

export function statusColor(status: string): StatusColor {
  return colors[status] ?? "neutral";
}

/** The spec's cut-off for the cover letter's 'Read More'. */
export const coverLetterPreviewLength = 150;

export function previewText(
  text: string,
  length = coverLetterPreviewLength,
): {
  preview: string;
  truncated: boolean;
} {
  if (text.length <= length) return { preview: text, truncated: false };
  return { preview: `${text.slice(0, length).trimEnd()}...`, truncated: true };
}
