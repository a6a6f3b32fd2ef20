import { useId, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { type CloudEntry, type CloudTier, cloudSize } from "../cloud";

const tierClass: Record<CloudTier, string> = {
  1: "text-xl font-semibold sm:text-2xl",
  2: "text-lg font-semibold",
  3: "text-base font-medium",
  4: "text-sm font-medium",
};

export function tagHref(slug: string): string {
  return `/tags/${encodeURIComponent(slug)}`;
}

const toggleClass =
  "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The tag cloud: tags by count, sized in four tiers, each a link to its page; the current tag is
 * marked. With `collapsible`, the first 20 show and 'Show More' reveals the rest (in the HTML,
 * hidden): a link to `moreHref` (?all=1) without JavaScript, a disclosure button with it.
 */
export function TagCloud({
  entries,
  current,
  label = "Tags",
  collapsible = true,
  expanded: initiallyExpanded = false,
  moreHref,
  lessHref,
}: {
  entries: readonly CloudEntry[];
  /** The slug of the page's tag. */
  current?: string;
  label?: string;
  collapsible?: boolean;
  expanded?: boolean;
  moreHref?: string;
  lessHref?: string;
}) {
  const hydrated = useHydrated();
  const listId = useId();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const canCollapse = collapsible && entries.length > cloudSize;
  const toggleText = expanded ? "Show Less" : "Show More";

  return (
    <div>
      <ul id={listId} aria-label={label} className="flex flex-wrap items-baseline gap-x-2 gap-y-2">
        {entries.map((entry, index) => {
          const isCurrent = entry.slug === current;
          const extra = canCollapse && index >= cloudSize;
          return (
            <li
              key={entry.slug}
              hidden={(extra && !expanded) || undefined}
              data-show-more-item={extra ? "" : undefined}
            >
              <Link
                to={tagHref(entry.slug)}
                aria-current={isCurrent ? "page" : undefined}
                data-tier={entry.tier}
                className={cn(
                  "inline-flex items-baseline gap-1.5 rounded-full border px-3 py-1 outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  tierClass[entry.tier],
                  isCurrent
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-border bg-card hover:border-primary/50 hover:text-primary",
                )}
              >
                {entry.tag}
                <span
                  className={cn(
                    "text-xs font-normal",
                    isCurrent ? "text-primary-foreground" : "text-muted-foreground",
                  )}
                >
                  <span className="sr-only">(</span>
                  {entry.count}
                  <span className="sr-only"> {entry.count === 1 ? "item" : "items"})</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {canCollapse ? (
        <div className="mt-4">
          {hydrated ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
              className={toggleClass}
            >
              {toggleText}
            </button>
          ) : (
            <>
              <Link
                to={(expanded ? lessHref : moreHref) ?? "?"}
                preventScrollReset
                replace
                data-show-more-fallback=""
                className={toggleClass}
              >
                {toggleText}
              </Link>
              {/* What the show-more island turns on in a static page (ADR 059). */}
              <button
                type="button"
                hidden
                data-island="show-more"
                data-show-more=""
                data-more-text="Show More"
                data-less-text="Show Less"
                aria-expanded={expanded}
                aria-controls={listId}
                className={toggleClass}
              >
                {toggleText}
              </button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
