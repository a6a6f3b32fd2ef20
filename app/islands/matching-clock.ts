/**
 * The landing page's 48-hour matching clock (features/landing/how-it-works renders it finished):
 * off screen when the page runs, it waits in its start position and plays once it is seen. On
 * screen already, it stays finished. Plain DOM (ADR 069): the section needs no React. The
 * observer's first answer says whether it is on screen, without forcing a layout at start.
 */
export function start(): void {
  for (const clock of document.querySelectorAll<HTMLElement>('[data-island~="matching-clock"]')) {
    if (clock.dataset.state) continue;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (first) {
          first = false;
          if (entry?.isIntersecting) observer.disconnect();
          else clock.dataset.state = "idle";
          return;
        }
        if (!entry || entry.intersectionRatio < 0.6) return;
        clock.dataset.state = "play";
        observer.disconnect();
      },
      { threshold: [0, 0.6] },
    );
    observer.observe(clock);
  }
}
