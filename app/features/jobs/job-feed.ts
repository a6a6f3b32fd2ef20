import { site } from "~/content/site";
import { type FeedModel, siteFeedModel } from "~/features/feeds/feed";
import { escapeMarkup } from "~/lib/markup";
import { jobDescriptionHtml, jobUrl } from "./job-posting-json-ld";
import type { JobType } from "./labels";
import { experienceLevelLabel, jobTypeLabel, workplaceLabel } from "./labels";

/** What a feed needs of a job (a row of job_posts with its category's name). */
export interface FeedJobInput {
  id: string;
  slug: string;
  title: string;
  companyName: string;
  location: string;
  workplaceType: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  jobType: JobType;
  experienceLevel: string;
  salaryRange: string | null;
  tags: string[];
  categoryName: string | null;
  createdAt: Date;
  updatedAt: Date;
  applicationDeadline: Date | null;
}

export const jobFeedPaths = {
  rss: "/jobs/feed.xml",
  atom: "/jobs/atom.xml",
  json: "/jobs/feed.json",
  aggregator: "/jobs/indeed.xml",
} as const;

/** A one-line summary: company, where, type, level and salary. */
export function jobFeedSummary(job: FeedJobInput): string {
  const facts = [
    job.companyName,
    job.location,
    workplaceLabel(job.workplaceType),
    jobTypeLabel(job.jobType),
    experienceLevelLabel(job.experienceLevel),
    job.salaryRange,
  ].filter(Boolean);
  return facts.join(" · ");
}

/** The open jobs as the site's neutral feed model (RSS, Atom and JSON Feed come from it). */
export function jobsFeedModel(jobs: readonly FeedJobInput[], siteUrl: string): FeedModel {
  const items = jobs.map((job) => {
    const summary = jobFeedSummary(job);
    return {
      id: `urn:uuid:${job.id}`,
      url: jobUrl(siteUrl, job.slug),
      title: `${job.title} at ${job.companyName}`,
      summary,
      contentHtml: `<p><strong>${escapeMarkup(summary)}</strong></p>${jobDescriptionHtml(job)}`,
      published: job.createdAt,
      updated: job.updatedAt,
      categories: [job.categoryName, jobTypeLabel(job.jobType), ...job.tags].filter(
        (value): value is string => Boolean(value),
      ),
      authors: [{ name: job.companyName }],
    };
  });
  return siteFeedModel(
    {
      title: `${site.name} Jobs`,
      description: `Open positions at ${site.name} and its clients.`,
      homePath: "/careers",
      paths: jobFeedPaths,
      items,
    },
    siteUrl,
  );
}
