import { PlayIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { ProductVideo } from "~/content/products/types";
import { videoPoster, videoSeconds, videoSource } from "~/content/products/videos";
import { cn } from "~/lib/utils";

/** 12 -> "0:12", 75 -> "1:15". */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * A product video the site serves itself: its poster and a play button first (nothing but the
 * poster loads), then, once the visitor presses play, the browser's own player with its controls,
 * playing and focused. The videos are silent, so it starts muted. `started`/`onStart` let a
 * button elsewhere on the page start it.
 */
export function VideoPlayer({
  video,
  size = "card",
  started: startedFromOutside = false,
  onStart,
  describedBy,
}: {
  video: ProductVideo;
  size?: "card" | "hero";
  started?: boolean;
  onStart?: () => void;
  /** The id of the element that describes the video (its text alternative). */
  describedBy?: string;
}) {
  const [startedHere, setStartedHere] = useState(false);
  const started = startedHere || startedFromOutside;
  const player = useRef<HTMLVideoElement>(null);
  const length = formatClock(videoSeconds(video));

  useEffect(() => {
    if (!started || !player.current) return;
    player.current.focus();
    // A failed start leaves the controls for the visitor to try again.
    player.current.play().catch(() => undefined);
  }, [started]);

  const frame =
    "relative block aspect-video w-full overflow-hidden rounded-2xl border border-border bg-slate-900 shadow-lg";
  if (started) {
    return (
      <video
        ref={player}
        src={videoSource(video)}
        poster={videoPoster(video)}
        width={1280}
        height={720}
        controls
        muted
        playsInline
        preload="auto"
        aria-label={video.title}
        aria-describedby={describedBy}
        className={cn(
          frame,
          "h-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none",
        )}
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        setStartedHere(true);
        onStart?.();
      }}
      aria-describedby={describedBy}
      className={cn(
        frame,
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
  started,
  onStart,
  caption,
}: {
  video: ProductVideo;
  size?: "card" | "hero";
  started?: boolean;
  onStart?: () => void;
  /** The caption's first line; the video's title unless given. */
  caption?: string;
}) {
  const scenesId = useId();
  return (
    <figure>
      <VideoPlayer
        video={video}
        size={size}
        started={started}
        onStart={onStart}
        describedBy={scenesId}
      />
      <figcaption className="mt-3 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{caption ?? video.title}</span> ·{" "}
        {formatClock(videoSeconds(video))}
      </figcaption>
      <VideoTextAlternative video={video} id={scenesId} className="mt-2" />
    </figure>
  );
}
