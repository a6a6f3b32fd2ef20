/**
 * The frame a product video sits in, before (the poster button) and after it starts (the player):
 * shared by the page's markup (video-player.tsx) and the module that starts it
 * (islands/product-video.ts), so the swap does not move anything.
 */
export const videoFrameClass =
  "relative block aspect-video w-full overflow-hidden rounded-2xl border border-border bg-slate-900 shadow-lg";

/** The started player's own classes: its height follows the video, and it shows its focus. */
export const videoPlayerClass =
  "h-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none";
