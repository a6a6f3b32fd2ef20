import { PlayIcon } from "lucide-react";
import { useId } from "react";
import type { ProductVideo } from "~/content/products/types";
import { videoPoster, videoSeconds, videoSource } from "~/content/products/videos";
import { cn } from "~/lib/utils";
import { videoFrameClass } from "./video-frame";

/** 12 -> "0:12", 75 -> "1:15". */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * A product video the site serves itself: its poster and a play button (nothing but the poster
 * loads). islands/product-video.ts swaps in the browser's own player once the visitor presses
 * play, or a `data-video-start` button naming `id` elsewhere on the page.
 */
export function VideoPlayer({
  video,
  size = "card",
  id,
  describedBy,
}: {
  video: ProductVideo;
  size?: "card" | "hero";
  /** The holder's id, for a button elsewhere that starts the video. */
  id?: string;
  /** The id of the element that describes the video (its text alternative). */
  describedBy?: string;
}) {
  const length = formatClock(videoSeconds(video));
  return (
    <div
      id={id}
      data-island="product-video"
      data-video-src={videoSource(video)}
      data-video-poster={videoPoster(video)}
      data-video-title={video.title}
      data-video-described-by={describedBy}
    >
      <button
        type="button"
        data-video-play=""
        aria-describedby={describedBy}
        className={cn(
          videoFrameClass,
          "group cursor-pointer outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        )}
      >
        <img
          src={videoPoster(video)}
          alt=""
          width={1280}
          height={720}
          loading={size === "hero" ? "eager" : "lazy"}
          decoding="async"
          className="h-auto w-full object-cover"
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
          className="absolute top-3 right-3 rounded-md bg-black/75 px-2 py-0.5 text-xs font-medium text-white"
        >
          {length}
        </span>
        <span className="sr-only">
          Play video: {video.title} ({length}, silent)
        </span>
      </button>
    </div>
  );
}

/** The video's text alternative: what each scene shows, under a disclosure. */
export function VideoTextAlternative({
  video,
  id,
  className,
}: {
  video: ProductVideo;
  id: string;
  className?: string;
}) {
  return (
    <details className={cn("text-sm text-muted-foreground", className)}>
      <summary className="cursor-pointer font-medium text-foreground underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        What the video shows
      </summary>
      <ol id={id} className="mt-2 list-decimal space-y-1 ps-5">
        {video.scenes.map((scene) => (
          <li key={scene}>{scene}</li>
        ))}
      </ol>
    </details>
  );
}

/** A video with its title, description and text alternative, as a figure. */
export function VideoFigure({
  video,
  size = "card",
  id,
  caption,
}: {
  video: ProductVideo;
  size?: "card" | "hero";
  /** The player's id, for a button elsewhere that starts it. */
  id?: string;
  /** The caption's first line; the video's title unless given. */
  caption?: string;
}) {
  const scenesId = useId();
  return (
    <figure>
      <VideoPlayer video={video} size={size} id={id} describedBy={scenesId} />
      <figcaption className="mt-3 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{caption ?? video.title}</span> ·{" "}
        {formatClock(videoSeconds(video))}
      </figcaption>
      <VideoTextAlternative video={video} id={scenesId} className="mt-2" />
    </figure>
  );
}
