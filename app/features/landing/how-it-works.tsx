import {
  CircleCheckIcon,
  type LucideIcon,
  MessageSquareIcon,
  RocketIcon,
  SearchIcon,
  UsersIcon,
} from "lucide-react";
import type { CSSProperties } from "react";
import type { HiringStep } from "~/content/landing/steps";

const icons: Record<HiringStep["icon"], LucideIcon> = {
  "message-square": MessageSquareIcon,
  search: SearchIcon,
  users: UsersIcon,
  rocket: RocketIcon,
};

/**
 * The 48-hour matching clock: a bar fills from 0 to 48 hours while the steps light up, once,
 * when it scrolls into view. Rendered finished on the server (and without JavaScript, and under
 * reduced motion); islands/matching-clock sets it to its start position when the page runs with
 * the clock off screen, and plays it when it is seen.
 */
function MatchingClock({ steps }: { steps: readonly HiringStep[] }) {
  const ticks = ["0h", "12h", "24h", "36h", "48h"];
  return (
    <div
      data-island="matching-clock"
      data-testid="matching-clock"
      className="lp-clock mx-auto mt-14 max-w-4xl rounded-3xl border border-border bg-card p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold">48-hour matching clock</p>
          <p className="text-sm text-muted-foreground">From your brief to a vetted shortlist.</p>
        </div>
        <p className="flex items-baseline gap-2">
          <span
            aria-hidden="true"
            className="lp-clock-count text-4xl font-bold tracking-tight text-primary tabular-nums sm:text-5xl"
          />
          <span className="sr-only">48 hours</span>
          <span className="lp-clock-done inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            <CircleCheckIcon className="size-3.5" aria-hidden="true" />
            Matched
          </span>
        </p>
      </div>
      <div className="relative mt-6 h-2 rounded-full bg-muted">
        <div className="lp-clock-fill absolute inset-0 origin-left rounded-full bg-linear-to-r from-indigo-500 via-violet-500 to-emerald-500" />
        {steps.slice(0, 3).map((step, index) => (
          <span
            key={step.title}
            aria-hidden="true"
            className="lp-clock-node absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-card bg-primary shadow"
            style={{ left: `${index * 50}%`, "--lp-step": index / 2 } as CSSProperties}
          />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="mt-3 flex justify-between text-[11px] font-medium text-muted-foreground tabular-nums"
      >
        {ticks.map((tick) => (
          <span key={tick}>{tick}</span>
        ))}
      </div>
    </div>
  );
}

/** The four-step hiring process and the 48-hour clock. */
export function HowItWorks({ steps }: { steps: readonly HiringStep[] }) {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-16 border-y border-border bg-muted py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">How it works</p>
          <h2
            id="how-it-works-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            From brief to first commit in four steps
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Tell us what you need and meet matched, pre-vetted engineers within 48 hours.
          </p>
        </div>

        <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => {
            const Icon = icons[step.icon];
            return (
              <li
                key={step.title}
                className="relative rounded-3xl border border-border bg-card p-6 shadow-sm"
              >
                <div className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span
                    aria-hidden="true"
                    className="text-4xl font-bold text-muted-foreground/70 tabular-nums"
                  >
                    {String(index + 1).padStart(2, "0")}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-xs font-semibold tracking-wide text-primary uppercase">
                  {step.when}
                </p>
                <p className="mt-3 text-sm text-muted-foreground">{step.description}</p>
              </li>
            );
          })}
        </ol>

        <MatchingClock steps={steps} />
      </div>
    </section>
  );
}
