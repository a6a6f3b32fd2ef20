import { ExternalLinkIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { findTechnology, type Technology } from "~/content/technologies";
import { type AnalyticsEvent, trackEvent } from "~/features/analytics/track";
import { tagPath } from "~/lib/slugify";
import { cn } from "~/lib/utils";

/** Chips shown before '+N more' (spec: technology chips 20 by default). */
export const chipLimit = 20;

export const chipsHint = "Click any technology to learn more about it";

/**
 * The catalogue entries for a list of names, in the given order: names the catalogue does not
 * know are dropped, and a technology named twice (or by an alias, "Kafka" and "Apache Kafka")
 * appears once.
 */
export function resolveTechnologies(names: readonly string[]): Technology[] {
  const found = new Set<Technology>();
  for (const name of names) {
    const technology = findTechnology(name);
    if (technology) found.add(technology);
  }
  return [...found];
}

const chipClass =
  "inline-flex min-h-8 items-center gap-1.5 rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-foreground outline-none transition-colors hover:border-ring hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** Where a chip leads: the technology's official page, else its tag page. */
export function chipHref(technology: Technology): string {
  return technology.url ?? tagPath(technology.name);
}

/** The properties of the technology_chip_click event (spec: analytics events). */
export function chipClickProperties(technology: Technology) {
  return {
    technology: technology.name,
    category: technology.category,
    url: chipHref(technology),
    description: technology.description,
  };
}

function chipClickEvent(technology: Technology): AnalyticsEvent {
  return { name: "technology_chip_click", properties: chipClickProperties(technology) };
}

/**
 * One chip: an external link in a new tab when the technology has an official page, otherwise
 * a link to its tag page. The description shows as a tooltip on hover and keyboard focus and is
 * the link's accessible description.
 */
function TechnologyChip({ technology }: { technology: Technology }) {
  const tooltipId = useId();
  // The same event on a static page, where islands/track-clicks.ts reads it.
  const event = chipClickEvent(technology);
  const tracked = JSON.stringify(event);
  const content = (
    <>
      {technology.name}
      {technology.url ? (
        <>
          <ExternalLinkIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      ) : null}
    </>
  );
  return (
    <span className="group relative inline-flex">
      {technology.url ? (
        <a
          href={technology.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={tooltipId}
          className={chipClass}
          data-track={tracked}
          onClick={() => trackEvent(event)}
        >
          {content}
        </a>
      ) : (
        <Link
          to={chipHref(technology)}
          prefetch="none"
          aria-describedby={tooltipId}
          className={chipClass}
          data-track={tracked}
          onClick={() => trackEvent(event)}
        >
          {content}
        </Link>
      )}
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute top-full left-0 z-20 mt-2 hidden w-max max-w-64 rounded-md border border-border bg-card px-3 py-2 text-xs font-normal text-foreground shadow-md group-focus-within:block group-hover:block"
      >
        {technology.description}
      </span>
    </span>
  );
}

/**
 * The technology chips block (spec: related-content blocks): a title, a description and a chip
 * per catalogue technology, the first 20 shown and the rest behind '+N more' / 'Show less'.
 * Collapsed chips stay in the HTML (hidden), so their links are there for crawlers.
 */
export function TechnologyChips({
  title,
  description,
  technologies: names,
  defaultExpanded = false,
  className,
}: {
  title: string;
  description?: string;
  /** Technology names; those not in the catalogue are dropped. */
  technologies: readonly string[];
  /** Start with every chip shown ('Show less'). */
  defaultExpanded?: boolean;
  className?: string;
}) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const technologies = resolveTechnologies(names);
  if (technologies.length === 0) return null;
  const hiddenCount = Math.max(0, technologies.length - chipLimit);

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {description ? (
        <p className="mt-3 max-w-3xl text-pretty text-muted-foreground">{description}</p>
      ) : null}
      <ul id={listId} aria-label={title} className="mt-6 flex flex-wrap gap-2">
        {technologies.map((technology, index) => (
          <li
            key={technology.name}
            hidden={!expanded && index >= chipLimit}
            data-extra-chip={index >= chipLimit ? "" : undefined}
          >
            <TechnologyChip technology={technology} />
          </li>
        ))}
      </ul>
      {hiddenCount > 0 ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          // On a static page islands/technology-chips.ts toggles the chips with these.
          data-chips-toggle=""
          data-more-label={`+${hiddenCount} more`}
          data-less-label="Show less"
          onClick={() => setExpanded((value) => !value)}
          className="mt-4 inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {expanded ? "Show less" : `+${hiddenCount} more`}
        </button>
      ) : null}
      <p className={cn("text-sm text-muted-foreground", hiddenCount > 0 ? "mt-2" : "mt-4")}>
        {chipsHint}
      </p>
    </section>
  );
}
