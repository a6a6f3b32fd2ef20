/**
 * Names shown for a job's type, level and workplace, and the board's filter choices.
 * Values come from the database (db/schema/careers.ts); older data spells levels
 * 'entry-level', 'mid-level' and 'senior-level', so both spellings are understood.
 */

export const jobTypeValues = [
  "full-time",
  "part-time",
  "contract",
  "internship",
  "freelance",
] as const;
export type JobType = (typeof jobTypeValues)[number];

export const experienceLevelValues = ["entry", "mid", "senior", "executive"] as const;
export type ExperienceLevel = (typeof experienceLevelValues)[number];

export const workplaceValues = ["onsite", "hybrid", "remote"] as const;
export type Workplace = (typeof workplaceValues)[number];

const jobTypeLabels: Record<JobType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  internship: "Internship",
  freelance: "Freelance",
};

const levelLabels: Record<ExperienceLevel, string> = {
  entry: "Entry Level",
  mid: "Mid Level",
  senior: "Senior Level",
  executive: "Executive",
};

const workplaceLabels: Record<Workplace, string> = {
  onsite: "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

/** 'mid-level', 'Mid', ' MID ' are all 'mid'; unknown values give undefined. */
export function normalizeExperienceLevel(
  value: string | null | undefined,
): ExperienceLevel | undefined {
  const key = (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/-level$/, "");
  return (experienceLevelValues as readonly string[]).includes(key)
    ? (key as ExperienceLevel)
    : undefined;
}

/** 'Full Time', 'full_time' and 'fulltime' are all 'full-time'; unknown values give undefined. */
export function normalizeJobType(value: string | null | undefined): JobType | undefined {
  const key = (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  const spelled = key === "fulltime" ? "full-time" : key === "parttime" ? "part-time" : key;
  return (jobTypeValues as readonly string[]).includes(spelled) ? (spelled as JobType) : undefined;
}

export function jobTypeLabel(value: string): string {
  const type = normalizeJobType(value);
  return type ? jobTypeLabels[type] : value;
}

export function experienceLevelLabel(value: string): string {
  const level = normalizeExperienceLevel(value);
  return level ? levelLabels[level] : value;
}

export function workplaceLabel(value: string): string {
  return (workplaceLabels as Record<string, string>)[value] ?? value;
}

export const jobTypeOptions = jobTypeValues.map((value) => ({
  value,
  label: jobTypeLabels[value],
}));
export const experienceLevelOptions = experienceLevelValues.map((value) => ({
  value,
  label: levelLabels[value],
}));

/** The category name shown when a job has none (spec: 'General'). */
export const fallbackCategoryName = "General";
/** The spec's grey default colour for a category without one. */
export const fallbackCategoryColor = "#6b7280";
