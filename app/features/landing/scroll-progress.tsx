import { useEffect, useRef } from "react";

/**
 * A thin bar fixed to the top of the viewport that grows with the reading position.
 * Decorative (aria-hidden): it repeats what the scrollbar already tells assistive technology.
 * It follows the scroll position directly, so it is not an animation to stop under reduced motion.
 */
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      const progress = scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
      bar.style.transform = `scaleX(${progress})`;
      bar.dataset.progress = progress.toFixed(3);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
    };
  }, []);

  return (
    <div
      ref={barRef}
      aria-hidden="true"
      data-testid="scroll-progress"
      style={{ transform: "scaleX(0)" }}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 origin-left bg-linear-to-r from-indigo-500 via-violet-500 to-fuchsia-500"
    />
  );
}
