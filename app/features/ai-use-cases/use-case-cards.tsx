import type { AiUseCase } from "~/content/ai-use-cases";
import { ServiceIcon } from "~/features/service-page/icons";
import { ComplexityBadge } from "./complexity-badge";
import { SelectControl } from "./select-control";

/** How many technologies a card names before '+N'. */
export const cardTechnologyCount = 3;

/** A card's technologies: the first three and how many more there are. */
export function cardTechnologies(technologies: readonly string[]): {
  shown: readonly string[];
  more: number;
} {
  return {
    shown: technologies.slice(0, cardTechnologyCount),
    more: Math.max(0, technologies.length - cardTechnologyCount),
  };
}

/**
 * The grid of use-case cards. Each card's title is its control (a link before JavaScript, then
 * a toggle button stretched over the whole card), so the accessible name stays short.
 */
export function UseCaseCards({
  useCases,
  selectedIndex,
}: {
  useCases: readonly AiUseCase[];
  selectedIndex: number;
}) {
  return (
    <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {useCases.map((useCase, index) => {
        const selected = index === selectedIndex;
        const { shown, more } = cardTechnologies(useCase.technologies);
        return (
          <li
            key={useCase.id}
            data-use-case-card={useCase.id}
            // Styled from data-selected, which the static page's island moves too.
            data-selected={selected ? "" : undefined}
            className="relative flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring data-selected:border-primary data-selected:ring-2 data-selected:ring-primary/40 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <div className="flex items-start justify-between gap-3">
              <span className="grid size-11 place-items-center rounded-xl bg-linear-to-br from-indigo-500 to-violet-600 text-white">
                <ServiceIcon name={useCase.icon} />
              </span>
              <ComplexityBadge complexity={useCase.complexity} />
            </div>
            <h3 className="mt-5 text-lg font-semibold tracking-tight">
              <SelectControl
                index={index}
                pressed={selected}
                className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-primary"
              >
                {useCase.title}
              </SelectControl>
            </h3>
            <p className="mt-1 text-sm font-medium text-primary">{useCase.industry}</p>
            <p className="mt-3 line-clamp-3 text-sm text-pretty text-muted-foreground">
              {useCase.description}
            </p>
            <ul className="mt-auto flex flex-wrap gap-1.5 pt-5" aria-label="Technologies">
              {shown.map((technology) => (
                <li
                  key={technology}
                  className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground"
                >
                  {technology}
                </li>
              ))}
              {more > 0 ? (
                <li className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                  <span aria-hidden="true">+{more}</span>
                  <span className="sr-only">and {more} more</span>
                </li>
              ) : null}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
