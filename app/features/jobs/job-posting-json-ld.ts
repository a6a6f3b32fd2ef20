import type { JsonLdObject } from "~/components/json-ld";
import { site } from "~/content/site";
import { escapeMarkup } from "~/lib/markup";
import { absoluteUrl } from "~/lib/page-meta";
import { companyByName } from "./companies";
import { paragraphs } from "./format";
import type { JobType } from "./labels";
import { countryCode, parseJobAddress } from "./location";
import { parseUsdSalary } from "./salary";
import type { JobDetail } from "./types";

/**
 * Google's employment types (FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER,
 * PER_DIEM, OTHER). Google has no freelance type: a freelancer works as an independent
 * contractor, so freelance maps to CONTRACTOR, like contract.
 */
export const googleEmploymentTypes: Record<JobType, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  freelance: "CONTRACTOR",
};

/** Google's required JobPosting properties (a fully remote job uses jobLocationType instead). */
export const googleRequiredJobPostingProperties = [
  "title",
  "description",
  "datePosted",
  "hiringOrganization",
  "jobLocation",
] as const;

function htmlList(heading: string, items: readonly string[]): string {
  if (items.length === 0) return "";
  const entries = items.map((item) => `<li>${escapeMarkup(item)}</li>`).join("");
  return `<h3>${escapeMarkup(heading)}</h3><ul>${entries}</ul>`;
}

/**
 * The job's description as the simple HTML Google accepts (paragraphs, headings, lists), built
 * from our plain text with every piece escaped: no markup from the database gets through.
 */
export function jobDescriptionHtml(
  job: Pick<JobDetail, "description" | "responsibilities" | "requirements" | "benefits">,
): string {
  const intro = paragraphs(job.description)
    .map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`)
    .join("");
  return [
    intro,
    htmlList("Responsibilities", job.responsibilities),
    htmlList("Requirements", job.requirements),
    htmlList("Benefits", job.benefits),
  ].join("");
}

/** The job's page URL. */
export function jobUrl(siteUrl: string, slug: string): string {
  return absoluteUrl(siteUrl, `/careers/job/${encodeURIComponent(slug)}`);
}

function countryRequirement(name: string): JsonLdObject {
  return { "@type": "Country", name: countryCode(name) ?? name };
}

/**
 * schema.org JobPosting for Google's job search, with every required property and the
 * recommended ones the job supports:
 * - a remote job is `jobLocationType: TELECOMMUTE` with the countries applicants may live in;
 *   an on-site or hybrid job has a `jobLocation` PostalAddress (Google: TELECOMMUTE only for
 *   jobs that are fully remote);
 * - `baseSalary` only when the salary text is clearly in US dollars, so we never state a wrong
 *   currency, per the period the text quotes (hour, day, week, month; otherwise year);
 * - `validThrough` only when the job has a deadline.
 */
export function buildJobPostingJsonLd(job: JobDetail, siteUrl: string): JsonLdObject {
  const company = companyByName(job.companyName, siteUrl);
  const address = parseJobAddress(job.location);
  const remote = job.workplaceType === "remote";
  const salary = parseUsdSalary(job.salaryRange);
  const url = jobUrl(siteUrl, job.slug);

  const hiringOrganization: JsonLdObject = {
    "@type": "Organization",
    name: company.name,
    sameAs: company.url,
    logo: company.logo ? absoluteUrl(siteUrl, company.logo) : undefined,
  };

  const location: JsonLdObject = {};
  if (remote) {
    location.jobLocationType = "TELECOMMUTE";
    if (job.applicantLocations.length > 0) {
      location.applicantLocationRequirements = job.applicantLocations.map(countryRequirement);
    }
  }
  if (address) {
    location.jobLocation = {
      "@type": "Place",
      address: { "@type": "PostalAddress", ...address },
    };
  }

  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.createdAt,
    validThrough: job.applicationDeadline ?? undefined,
    employmentType: googleEmploymentTypes[job.jobType],
    hiringOrganization,
    ...location,
    baseSalary: salary
      ? {
          "@type": "MonetaryAmount",
          currency: salary.currency,
          value: {
            "@type": "QuantitativeValue",
            ...(salary.minValue === salary.maxValue
              ? { value: salary.minValue }
              : { minValue: salary.minValue, maxValue: salary.maxValue }),
            unitText: salary.unitText,
          },
        }
      : undefined,
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    directApply: true,
    url,
    industry: job.category?.name,
    skills: job.tags.length > 0 ? job.tags.join(", ") : undefined,
  };
}
