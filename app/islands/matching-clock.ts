/**
 * The landing page's 48-hour matching clock (features/landing/how-it-works renders it finished):
 * off screen when the page runs, it waits in its start position and plays once it is seen. On
 * screen already, it stays finished. Plain DOM (ADR 069): the section needs no React.
 */
export function start(): void {
  for (const clock of document.querySelectorAll<HTMLElement>('[data-island~="matching-clock"]')) {
    if (clock.dataset.state) continue;
    const rect = clock.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) continue;
    clock.dataset.state = "idle";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        clock.dataset.state = "play";
        observer.disconnect();
      },
      { threshold: 0.6 },
    );
    observer.observe(clock);
  }
}
