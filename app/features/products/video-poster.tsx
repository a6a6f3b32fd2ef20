import { ExternalLinkIcon, PlayIcon } from "lucide-react";
import type { ProductVideo } from "~/content/products/types";
import { youtubeWatchUrl } from "~/content/products/videos";
import { cn } from "~/lib/utils";

/** "PT7M40S" -> "7:40". */
export function formatDuration(iso: string): string {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso);
  if (!match) return "";
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  const mm = Number(hours) > 0 ? minutes.padStart(2, "0") : String(Number(minutes));
  return `${Number(hours) > 0 ? `${Number(hours)}:` : ""}${mm}:${seconds.padStart(2, "0")}`;
}

/**
 * A video as a local poster with a play button: nothing is loaded from another host until the
 * visitor asks for it. Playing opens the video on YouTube in a new tab rather than embedding its
 * player: the site's CSP allows no third-party frames or scripts (server/security.ts), and a
 * link keeps YouTube's cookies off our pages.
 */
export function VideoPoster({
  video,
  poster,
  size = "card",
}: {
  video: ProductVideo;
  poster: string;
  size?: "card" | "hero";
}) {
  const url = youtubeWatchUrl(video.id);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative block overflow-hidden rounded-2xl border border-border bg-slate-900 shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <img
        src={poster}
        alt=""
        width={1280}
        height={720}
        loading={size === "hero" ? "eager" : "lazy"}
        decoding="async"
        className="aspect-video h-auto w-full object-cover transition-transform group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      <span className="absolute inset-0 grid place-items-center">
        <span
          className={cn(
            "grid place-items-center rounded-full bg-white/95 text-slate-900 shadow-xl transition-transform group-hover:scale-110 motion-reduce:transition-none",
            size === "hero" ? "size-20" : "size-14",
          )}
        >
          <PlayIcon
            className={cn("ml-1 fill-current", size === "hero" ? "size-9" : "size-6")}
            aria-hidden="true"
          />
        </span>
      </span>
      <span
        aria-hidden="true"
        className="absolute right-3 bottom-3 rounded-md bg-black/75 px-2 py-0.5 text-xs font-medium text-white"
      >
        {formatDuration(video.duration)}
      </span>
      <span className="sr-only">
        Play video: {video.title} ({formatDuration(video.duration)}, opens YouTube in a new tab)
      </span>
    </a>
  );
}

/** The text link under a video. */
export function WatchOnYouTube({ video }: { video: ProductVideo }) {
  return (
    <a
      href={youtubeWatchUrl(video.id)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      Watch on YouTube
      <ExternalLinkIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">: {video.title} (opens in a new tab)</span>
    </a>
  );
}
