import { type BadgeTone, StatusBadge } from "~/components/admin/admin-ui";
import type { PostState } from "../post-state";

const tones: Record<PostState, BadgeTone> = {
  draft: "neutral",
  scheduled: "info",
  published: "success",
};

const labels: Record<PostState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

export const postStateLabel = (state: PostState) => labels[state];

export function PostStateBadge({ state }: { state: PostState }) {
  return <StatusBadge tone={tones[state]}>{labels[state]}</StatusBadge>;
}
