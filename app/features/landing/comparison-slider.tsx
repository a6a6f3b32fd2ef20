import {
  CalendarClockIcon,
  CheckIcon,
  ChevronsLeftRightIcon,
  CircleCheckIcon,
  XIcon,
} from "lucide-react";
import type { ComparisonItem, comparisonLabels } from "~/content/landing/comparison";
import { cn } from "~/lib/utils";
import { sliderValueText } from "./slider-value-text";

type Labels = typeof comparisonLabels;

function ItemList({
  items,
  side,
}: {
  items: readonly ComparisonItem[];
  side: "problem" | "solution";
}) {
  const Icon = side === "problem" ? XIcon : CheckIcon;
  return (
    <ul className="mt-5 space-y-3.5 sm:mt-6 sm:space-y-4">
      {items.map((item) => {
        const entry = item[side];
        return (
          <li key={item.topic} className="flex gap-2.5 sm:gap-3">
            <span
              aria-hidden="true"
              className={cn(
                "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full sm:size-6",
                side === "problem"
                  ? "bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300"
                  : "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
              )}
            >
              <Icon className="size-3 sm:size-3.5" strokeWidth={3} />
            </span>
            <p className="min-w-0 text-xs leading-snug sm:text-sm">
              <span className="sr-only">{item.topic}: </span>
              <span className="block text-base font-semibold tracking-tight sm:text-lg">
                {entry.figure}
              </span>
              <span className="text-muted-foreground">{entry.detail}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** Decorative: a hiring pipeline that is still searching. */
function ProblemVisual() {
  return (
    <div
      aria-hidden="true"
      className="w-full max-w-64 rounded-2xl border border-rose-200 bg-background/80 p-3 shadow-sm sm:p-4 dark:border-rose-900"
    >
      <div className="flex items-center gap-2 text-xs font-semibold text-rose-700 dark:text-rose-300">
        <CalendarClockIcon className="size-4" />
        Week 6 of hiring
      </div>
      <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-rose-100 dark:bg-rose-950">
        <div className="h-full w-1/3 rounded-full bg-rose-500" />
      </div>
      <ul className="mt-3 space-y-2">
        {["Screening", "Take-home test", "Offer declined"].map((stage) => (
          <li
            key={stage}
            className="flex items-center justify-between gap-2 rounded-lg bg-rose-50 px-2 py-1.5 text-[11px] text-foreground dark:bg-rose-950/60"
          >
            {stage}
            <XIcon className="size-3.5 text-rose-600 dark:text-rose-300" />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-2xl font-bold tracking-tight text-rose-700 dark:text-rose-300">
        $50K+
      </p>
      <p className="text-[11px] text-muted-foreground">spent, role still open</p>
    </div>
  );
}

/** Decorative: a shortlist matched in 48 hours. */
function SolutionVisual() {
  return (
    <div
      aria-hidden="true"
      className="w-full max-w-64 rounded-2xl border border-indigo-200 bg-background/80 p-3 shadow-sm sm:p-4 dark:border-indigo-900"
    >
      <div className="flex items-center gap-2 text-xs font-semibold text-emerald-700 dark:text-emerald-300">
        <CircleCheckIcon className="size-4" />
        Matched in 48 hours
      </div>
      <ul className="mt-3 space-y-2">
        {[
          ["AK", "Senior React", "98%"],
          ["MR", "Node.js + AI", "96%"],
          ["LS", "Full-stack", "95%"],
        ].map(([initials, role, score]) => (
          <li
            key={initials}
            className="flex items-center gap-2 rounded-lg bg-indigo-50 px-2 py-1.5 text-[11px] text-foreground dark:bg-indigo-950/60"
          >
            <span className="flex size-5 items-center justify-center rounded-full bg-indigo-600 text-[9px] font-bold text-white">
              {initials}
            </span>
            <span className="min-w-0 flex-1 truncate">{role}</span>
            <span className="font-semibold text-emerald-700 dark:text-emerald-300">{score}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-2xl font-bold tracking-tight text-indigo-700 dark:text-indigo-300">
        $20K
      </p>
      <p className="text-[11px] text-muted-foreground">average cost per hire</p>
    </div>
  );
}

function SideHeading({ children, side }: { children: string; side: "problem" | "solution" }) {
  return (
    <h3
      className={cn(
        "inline-flex rounded-full px-2.5 py-1 text-[11px] font-semibold tracking-wide uppercase sm:px-3 sm:text-xs",
        side === "problem"
          ? "bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200"
          : "bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
      )}
    >
      {children}
    </h3>
  );
}

/** Where the divider starts, in percent of the width from the left. */
const initialValue = 50;

/**
 * Problem versus solution. The problem panel lies on top of the solution panel and is cut at
 * the divider: left of it the traditional process, right of it Quillstack. The divider follows
 * a hovering mouse, a drag (mouse, pen or touch) and the arrow, Page, Home and End keys
 * (islands/comparison-slider.ts; without script it stays in the middle).
 */
export function ComparisonSlider({
  items,
  labels,
}: {
  items: readonly ComparisonItem[];
  labels: Labels;
}) {
  const value = initialValue;
  return (
    <section
      id="comparison"
      aria-labelledby="comparison-title"
      className="scroll-mt-16 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">Why teams switch</p>
          <h2
            id="comparison-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Hiring the old way takes months. We take 48 hours.
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Move the divider to compare a traditional recruitment process with a Quillstack match.
          </p>
        </div>

        <div
          data-testid="comparison-surface"
          data-landing-widget="comparison-slider"
          className="relative mt-12 grid cursor-ew-resize touch-pan-y overflow-hidden rounded-3xl border border-border shadow-xl shadow-slate-900/5 select-none"
        >
          {/* Problem panel: on top, shown left of the divider. */}
          <div
            data-testid="comparison-problem"
            data-comparison-problem
            className="relative z-10 grid grid-cols-2 bg-rose-50 [grid-area:1/1] dark:bg-[#1a0f16]"
            style={{ clipPath: `inset(0 ${100 - value}% 0 0)` }}
          >
            <div className="p-4 sm:p-10">
              <SideHeading side="problem">{labels.problem}</SideHeading>
              <ItemList items={items} side="problem" />
            </div>
            <div className="flex items-center justify-center p-3 sm:p-10">
              <ProblemVisual />
            </div>
          </div>
          {/* Solution panel: underneath, shown right of the divider. */}
          <div className="grid grid-cols-2 bg-indigo-50 [grid-area:1/1] dark:bg-[#0f1230]">
            <div className="flex items-center justify-center p-3 sm:p-10">
              <SolutionVisual />
            </div>
            <div className="p-4 sm:p-10">
              <SideHeading side="solution">{labels.solution}</SideHeading>
              <ItemList items={items} side="solution" />
            </div>
          </div>

          <div
            data-comparison-divider
            className="pointer-events-none absolute inset-y-0 z-20 w-0.5 -translate-x-1/2 bg-foreground/70"
            style={{ left: `${value}%` }}
          >
            <div
              role="slider"
              tabIndex={0}
              aria-label={`Compare ${labels.problem.toLowerCase()} with Quillstack`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={value}
              aria-valuetext={sliderValueText(value, labels.problem, labels.solution)}
              aria-orientation="horizontal"
              data-problem={labels.problem}
              data-solution={labels.solution}
              className="pointer-events-auto absolute top-1/2 left-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize items-center justify-center rounded-full border border-border bg-background text-foreground shadow-lg outline-none focus-visible:ring-4 focus-visible:ring-ring"
            >
              <ChevronsLeftRightIcon className="size-5" aria-hidden="true" />
            </div>
          </div>
        </div>
        <p className="mt-4 text-center text-xs text-muted-foreground">
          Traditional figures: typical agency recruitment. Quillstack figures: averages across
          client engagements.
        </p>
      </div>
    </section>
  );
}
