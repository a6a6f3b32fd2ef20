/**
 * Where a post stands for readers: a draft, published but waiting for its date (scheduled), or
 * published and readable.
 */
export const postStates = ["draft", "scheduled", "published"] as const;
export type PostState = (typeof postStates)[number];

export function postState(
  post: { status: string; publishDate: Date | string },
  now: Date = new Date(),
): PostState {
  if (post.status !== "published") return "draft";
  return new Date(post.publishDate).getTime() > now.getTime() ? "scheduled" : "published";
}

/** The `?status=` filter of the list, or null for all (unknown values show everything). */
export function parsePostStateFilter(value: string | null): PostState | null {
  return postStates.find((state) => state === value) ?? null;
}
