import { type BadgeTone, StatusBadge } from "~/components/admin/admin-ui";
import type { JobState } from "../list-filters";

const looks: Record<JobState, { tone: BadgeTone; label: string }> = {
  open: { tone: "success", label: "Open" },
  inactive: { tone: "neutral", label: "Inactive" },
  expired: { tone: "warning", label: "Expired" },
};

/** Open, Inactive (switched off) or Expired (past its deadline). */
export function JobStateBadge({ state }: { state: JobState }) {
  const look = looks[state];
  return <StatusBadge tone={look.tone}>{look.label}</StatusBadge>;
}
