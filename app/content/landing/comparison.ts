import { hiringFigures as figures } from "./claims";

/** The comparison slider: a traditional hiring process (problem) against Quillstack (solution). */

export interface ComparisonSide {
  /** The short figure or word that leads the row, e.g. "4-8 weeks". */
  figure: string;
  /** The rest of the sentence. */
  detail: string;
}

export interface ComparisonItem {
  /** What the row compares (for screen readers and the row's label). */
  topic: string;
  problem: ComparisonSide;
  solution: ComparisonSide;
}

export const comparisonItems: readonly ComparisonItem[] = [
  {
    topic: "Time to hire",
    problem: { figure: figures.traditionalTimeToHire, detail: "of sourcing and interviews" },
    solution: { figure: figures.matchingTime, detail: "to a matched shortlist" },
  },
  {
    topic: "Fees",
    problem: { figure: figures.traditionalFees, detail: "of salary in recruiter fees" },
    solution: { figure: "One rate", detail: "transparent monthly pricing" },
  },
  {
    topic: "Cost per hire",
    problem: { figure: figures.traditionalCostPerHire, detail: "average cost per hire" },
    solution: { figure: figures.averageCostPerHire, detail: `per hire, ${figures.savings} saved` },
  },
  {
    topic: "Vetting",
    problem: { figure: "Unvetted", detail: "CVs you screen yourself" },
    solution: { figure: "Top 3%", detail: "pre-vetted, AI-trained talent" },
  },
  {
    topic: "Delivery",
    problem: { figure: "Months", detail: "of ramp-up before shipping" },
    solution: { figure: "3x faster", detail: "with 24/7 AI agents" },
  },
  {
    topic: "Retention",
    problem: { figure: "Churn", detail: "and the search starts over" },
    solution: { figure: figures.retention, detail: "retention, 30-day guarantee" },
  },
];

export const comparisonLabels = {
  problem: "Traditional hiring",
  solution: "With Quillstack",
} as const;
