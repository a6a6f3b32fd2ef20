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
      return "bg-warning-subtle text-warning ring-warning-border";
    case "approved":
      return "bg-success-subtle text-success ring-success-border";
    case "rejected":
      return "bg-destructive-subtle text-destructive ring-destructive-border";
    case "under_review":
      return "bg-info-subtle text-info ring-info-border";
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
