import { PauseIcon, PlayIcon } from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * Pauses and resumes a looping animation (WCAG 2.2.2): hover and focus pause it too, but a
 * keyboard or touch user needs a control that stays paused. Hidden under reduced motion, when
 * nothing moves. Markup only: islands/motion-toggle.ts presses it and sets `data-paused` on the
 * element it controls (landing.css pauses the loops inside).
 */
export function MotionToggle({
  controls,
  label,
  className,
}: {
  /** The id of the element whose loops the button pauses. */
  controls: string;
  /** What moves, e.g. "logo strip": the button reads "Pause logo strip". */
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed="false"
      aria-controls={controls}
      data-landing-widget="motion-toggle"
      className={cn(
        "lp-motion-toggle group inline-flex size-9 items-center justify-center rounded-full border border-border bg-background/90 text-muted-foreground shadow-sm backdrop-blur transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      <PauseIcon className="size-4 group-aria-pressed:hidden" aria-hidden="true" />
      <PlayIcon className="hidden size-4 group-aria-pressed:block" aria-hidden="true" />
      <span className="sr-only">{`Pause ${label}`}</span>
    </button>
  );
}
