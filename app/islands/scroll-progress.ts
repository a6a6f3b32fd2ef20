/**
 * The landing page's reading-progress bar (features/landing/scroll-progress): its width follows
 * the scroll position, measured once a frame at most, with the layout the browser does for that
 * frame anyway. `start` resolves once the bar shows the first position.
 */
let frame = 0;
let started = false;

function update() {
  frame = 0;
  const bar = document.querySelector<HTMLElement>('[data-landing-widget="scroll-progress"]');
  if (!bar) return;
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  const progress = scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
  bar.style.transform = `scaleX(${progress})`;
  bar.dataset.progress = progress.toFixed(3);
}

function schedule() {
  if (!frame) frame = requestAnimationFrame(update);
}

export function start(): Promise<void> {
  if (!started) {
    started = true;
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    new ResizeObserver(schedule).observe(document.body);
  }
  schedule();
  return new Promise((shown) => requestAnimationFrame(() => shown()));
}
