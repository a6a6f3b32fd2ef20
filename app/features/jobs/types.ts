import type { ExperienceLevel, JobType, Workplace } from "./labels";

export interface JobCategory {
  id: string;
  name: string;
  /** Hex colour, or null for the spec's grey default. */
  color: string | null;
}

/** What a job card shows (board, related jobs, internships). Dates are ISO strings. */
export interface JobSummary {
  id: string;
  slug: string;
  title: string;
  companyName: string;
  location: string;
  workplaceType: Workplace;
  /** The start of the description (cards clamp or cut it). */
  description: string;
  jobType: JobType;
  experienceLevel: ExperienceLevel;
  salaryRange: string | null;
  tags: string[];
  isFeatured: boolean;
  createdAt: string;
  applicationDeadline: string | null;
  category: JobCategory | null;
}

/** A job's page: everything about it. */
export interface JobDetail extends Omit<JobSummary, "category"> {
  applicantLocations: string[];
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  updatedAt: string;
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string[];
  ogImage: string | null;
  twitterImage: string | null;
  category: (JobCategory & { description: string | null }) | null;
}
