/**
 * A thin bar fixed to the top of the viewport that grows with the reading position
 * (islands/scroll-progress.ts moves it). Decorative (aria-hidden): it repeats what the scrollbar
 * already tells assistive technology. It follows the scroll position directly, so it is not an
 * animation to stop under reduced motion.
 */
export function ScrollProgress() {
  return (
    <div
      aria-hidden="true"
      data-testid="scroll-progress"
      data-landing-widget="scroll-progress"
      style={{ transform: "scaleX(0)" }}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 origin-left bg-linear-to-r from-indigo-500 via-violet-500 to-fuchsia-500"
    />
  );
}
