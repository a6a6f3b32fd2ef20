import { PauseIcon, PlayIcon } from "lucide-react";
import { cn } from "~/lib/utils";

/**
 * Pauses and resumes a looping animation (WCAG 2.2.2): hover and focus pause it too, but a
 * keyboard or touch user needs a control that stays paused. Hidden under reduced motion, when
 * nothing moves.
 */
export function MotionToggle({
  paused,
  onPausedChange,
  label,
  className,
}: {
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  /** What moves, e.g. "logo strip": the button reads "Pause logo strip". */
  label: string;
  className?: string;
}) {
  const Icon = paused ? PlayIcon : PauseIcon;
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={() => onPausedChange(!paused)}
      className={cn(
        "lp-motion-toggle inline-flex size-9 items-center justify-center rounded-full border border-border bg-background/90 text-muted-foreground shadow-sm backdrop-blur transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{`Pause ${label}`}</span>
    </button>
  );
}
