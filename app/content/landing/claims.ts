/**
 * The landing page's marketing figures (display only). Every number the page shows comes from
 * here, so the hero, the comparison and the metadata cannot drift apart.
 */
import { expertsReadyToStart } from "../company-facts";

export interface HeroHighlight {
  /** The figure itself, e.g. "3x". */
  value: string;
  /** What it measures, e.g. "faster development". */
  label: string;
  icon: "zap" | "shield-check" | "bot";
}

/** The three headline promises under the hero's lead paragraph. */
export const heroHighlights: readonly HeroHighlight[] = [
  { value: "3x", label: "faster development", icon: "zap" },
  { value: "99%", label: "quality assurance", icon: "shield-check" },
  { value: "24/7", label: "AI agents", icon: "bot" },
];

export interface HeroStat {
  value: string;
  label: string;
}

/** The figures in the hero's stat row. */
export const heroStats: readonly HeroStat[] = [
  { value: "48-hour", label: "talent matching" },
  { value: "Top 3%", label: "pre-vetted talent" },
  { value: "95%", label: "retention" },
  { value: "~60%", label: "savings" },
  { value: expertsReadyToStart, label: "experts ready to start" },
];

/** Hiring figures: ours against a traditional recruitment process. */
export const hiringFigures = {
  averageCostPerHire: "$20K",
  traditionalCostPerHire: "$50K+",
  traditionalTimeToHire: "4-8 weeks",
  traditionalFees: "20-30%",
  matchingTime: "48 hours",
  retention: "95%",
  savings: "about 60%",
} as const;
