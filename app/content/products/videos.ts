import type { ProductVideo } from "./types.ts";

/** Every scene of a product video lasts this long (scripts/record-product-videos.ts). */
export const sceneSeconds = 3;

/** Where the site serves a product video's files (public/videos/products/). */
export const productVideoFolder = "/videos/products";

export function videoSource(video: ProductVideo): string {
  return `${productVideoFolder}/${video.file}.webm`;
}

export function videoPoster(video: ProductVideo): string {
  return `${productVideoFolder}/${video.file}.webp`;
}

/** The video's length in seconds: its scenes, one after another. */
export function videoSeconds(video: ProductVideo): number {
  return video.scenes.length * sceneSeconds;
}

/** The video's length as an ISO 8601 duration ("PT12S"), for structured data. */
export function videoIsoDuration(video: ProductVideo): string {
  const seconds = videoSeconds(video);
  const minutes = Math.floor(seconds / 60);
  return `PT${minutes ? `${minutes}M` : ""}${seconds % 60}S`;
}
