import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { caseHref } from "./selection";

/**
 * A control that selects a use case. Before JavaScript runs it is a link to `?case=N` at the
 * detail section (a full page load shows that case); islands/ai-use-cases.ts makes it a button
 * that selects in place (on a page React hydrated, React renders the button), and its data
 * attributes tell the island what it selects. `pressed` marks a toggle (cards), `current` the
 * selected item of a set (dots), `step` Previous (-1) and Next (1).
 */
export function SelectControl({
  index,
  pressed,
  current,
  step,
  label,
  className,
  children,
}: {
  index: number;
  pressed?: boolean;
  current?: boolean;
  step?: -1 | 1;
  /** An accessible name, for controls without visible text (dots). */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const data = {
    "data-use-case": step === undefined ? index : undefined,
    "data-use-case-step": step,
    "data-use-case-state":
      pressed !== undefined ? "pressed" : current !== undefined ? "current" : undefined,
  };
  if (!hydrated) {
    return (
      <a
        href={caseHref(index)}
        aria-current={pressed || current ? "true" : undefined}
        aria-label={label}
        className={className}
        {...data}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-current={current ? "true" : undefined}
      aria-label={label}
      className={className}
      {...data}
    >
      {children}
    </button>
  );
}
