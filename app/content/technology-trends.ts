/**
 * The eight trend labels of the technology stack (spec: "Trend labels (8)"), in legend order.
 * Each pairs a colour with a symbol so the label never depends on colour alone: render the icon
 * with aria-hidden and the label as text. Colours are the site's `soft` tones (badge background
 * and text at WCAG AA contrast in the light and the dark theme).
 */

import { type Tone, tones } from "./tones.ts";

export const technologyTrendNames = [
  "Hot",
  "Trending",
  "Growing",
  "Emerging",
  "Stable",
  "Legacy",
  "Standard",
  "Enterprise",
] as const;

export type TechnologyTrend = (typeof technologyTrendNames)[number];

/** The lucide icon of a trend, by name (components map names to icons; content stays data). */
export type TechnologyTrendIcon =
  | "flame"
  | "trending-up"
  | "sprout"
  | "sparkles"
  | "shield-check"
  | "archive"
  | "badge-check"
  | "building";

export interface TechnologyTrendLabel {
  trend: TechnologyTrend;
  /** What the label says about a technology, for the legend and as a tooltip. */
  meaning: string;
  tone: Tone;
  /** Badge classes: tinted background with readable text in both themes. */
  className: string;
  icon: TechnologyTrendIcon;
}

function label(
  trend: TechnologyTrend,
  tone: Tone,
  icon: TechnologyTrendIcon,
  meaning: string,
): TechnologyTrendLabel {
  return { trend, meaning, tone, className: tones[tone].soft, icon };
}

export const technologyTrends: Readonly<Record<TechnologyTrend, TechnologyTrendLabel>> = {
  Hot: label("Hot", "rose", "flame", "In high demand right now and chosen for most new projects."),
  Trending: label(
    "Trending",
    "orange",
    "trending-up",
    "Adoption is rising quickly across the industry.",
  ),
  Growing: label("Growing", "emerald", "sprout", "Steadily gaining users, tooling and support."),
  Emerging: label(
    "Emerging",
    "violet",
    "sparkles",
    "New and promising; worth piloting before committing to it.",
  ),
  Stable: label(
    "Stable",
    "blue",
    "shield-check",
    "Mature and dependable, with a long track record in production.",
  ),
  Legacy: label(
    "Legacy",
    "slate",
    "archive",
    "Still running in many systems; we maintain and migrate it rather than start new work on it.",
  ),
  Standard: label(
    "Standard",
    "teal",
    "badge-check",
    "The accepted default in its field, backed by an open specification or wide consensus.",
  ),
  Enterprise: label(
    "Enterprise",
    "indigo",
    "building",
    "Built for large organisations, with commercial support and governance features.",
  ),
};

/** The legend: all eight labels in order. */
export const technologyTrendLegend: readonly TechnologyTrendLabel[] = technologyTrendNames.map(
  (trend) => technologyTrends[trend],
);

export function isTechnologyTrend(value: string): value is TechnologyTrend {
  return (technologyTrendNames as readonly string[]).includes(value);
}
