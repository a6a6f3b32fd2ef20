import { videoFrameClass, videoPlayerClass } from "~/features/products/video-frame";

/**
 * Click-to-play product videos (features/products/video-player.tsx renders them): until the
 * visitor presses play only the poster loads; then the browser's own player takes the poster's
 * place with its controls, focused and playing. The videos are silent, so it starts muted.
 * A `[data-video-start]` button elsewhere starts the video whose holder has that id.
 */
function playerOf(holder: HTMLElement): HTMLVideoElement {
  const existing = holder.querySelector("video");
  if (existing) return existing;
  const { videoSrc, videoPoster, videoTitle, videoDescribedBy } = holder.dataset;
  const video = document.createElement("video");
  video.src = videoSrc ?? "";
  if (videoPoster) video.poster = videoPoster;
  video.width = 1280;
  video.height = 720;
  video.controls = true;
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  if (videoTitle) video.setAttribute("aria-label", videoTitle);
  if (videoDescribedBy) video.setAttribute("aria-describedby", videoDescribedBy);
  video.className = `${videoFrameClass} ${videoPlayerClass}`;
  for (const button of holder.querySelectorAll<HTMLElement>("[data-video-play]")) {
    button.hidden = true;
  }
  holder.append(video);
  return video;
}

function play(holder: HTMLElement) {
  const video = playerOf(holder);
  video.focus();
  // A failed start leaves the controls for the visitor to try again.
  video.play().catch(() => undefined);
}

function onClick(event: MouseEvent) {
  const target = event.target as Element;
  const holder = target.closest("[data-video-play]")?.closest<HTMLElement>("[data-video-src]");
  if (holder) return play(holder);
  const id = target.closest<HTMLElement>("[data-video-start]")?.dataset.videoStart;
  const named = id ? document.getElementById(id) : null;
  if (named?.dataset.videoSrc !== undefined) play(named);
}

let started = false;

export function start(): void {
  if (started) return;
  started = true;
  document.addEventListener("click", onClick);
}
