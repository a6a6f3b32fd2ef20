import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { caseHref } from "./selection";

/**
 * A control that selects a use case. Before JavaScript runs it is a link to `?case=N` at the
 * detail section (a full page load shows that case); once hydrated it is a button that selects
 * in place. `pressed` marks a toggle (cards), `current` the selected item of a set (dots).
 */
export function SelectControl({
  index,
  onSelect,
  pressed,
  current,
  label,
  className,
  children,
}: {
  index: number;
  onSelect: () => void;
  pressed?: boolean;
  current?: boolean;
  /** An accessible name, for controls without visible text (dots). */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a
        href={caseHref(index)}
        aria-current={pressed || current ? "true" : undefined}
        aria-label={label}
        className={className}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={pressed}
      aria-current={current ? "true" : undefined}
      aria-label={label}
      className={className}
    >
      {children}
    </button>
  );
}
