import { site } from "../site.ts";

/** The brand's video channel (site.ts); product videos are published there. */
export const videoChannelUrl =
  site.social.find((profile) => profile.network === "youtube")?.url ?? "https://www.youtube.com";

/** Where a video of the brand channel is watched (opened in a new tab: nothing is embedded). */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

/** The privacy-enhanced player address, for structured data only (the CSP allows no frames). */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
}
