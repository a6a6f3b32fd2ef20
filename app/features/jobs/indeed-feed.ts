import { site } from "~/content/site";
import { escapeMarkup, stripInvalidXmlCharacters } from "~/lib/markup";
import type { FeedJobInput } from "./job-feed";
import { jobDescriptionHtml, jobUrl } from "./job-posting-json-ld";
import type { JobType } from "./labels";
import { countryCode, parseJobAddress } from "./location";

/** Aggregators' job types (Indeed's XML feed): freelance work is listed as contract. */
const aggregatorJobTypes: Record<JobType, string> = {
  "full-time": "fulltime",
  "part-time": "parttime",
  contract: "contract",
  internship: "internship",
  freelance: "contract",
};

const aggregatorExperience: Record<string, string> = {
  entry: "Entry level",
  mid: "Mid level",
  senior: "Senior level",
  executive: "Executive",
};

/**
 * Text as CDATA: a `]]>` inside it is split across two sections, so no value can end the
 * section early, and characters XML forbids are dropped.
 */
export function cdata(text: string): string {
  return `<![CDATA[${stripInvalidXmlCharacters(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

function element(name: string, value: string | null | undefined): string {
  return `    <${name}>${cdata(value ?? "")}</${name}>`;
}

function xmlText(text: string): string {
  return escapeMarkup(stripInvalidXmlCharacters(text));
}

/** Where a job is, as the aggregator wants it: city and country, or remote. */
function jobPlace(job: FeedJobInput): { city: string; state: string; country: string } {
  const address = parseJobAddress(job.location);
  if (address) {
    return {
      city: address.addressLocality,
      state: address.addressRegion ?? "",
      country: address.addressCountry,
    };
  }
  // A remote job: "Remote" as the city, and the country when there is exactly one.
  const match = /\(([^)]+)\)/.exec(job.location);
  const countries = (match?.[1] ?? "").split(",").map((part) => part.trim());
  const only = countries.length === 1 && countries[0] ? countryCode(countries[0]) : undefined;
  return { city: "Remote", state: "", country: only ?? "" };
}

/**
 * Every open job in the XML format job aggregators accept (Indeed's `<source><job>` format):
 * title, date, a stable reference number (the job's id), URL, company, place, HTML description,
 * salary, job type and category, each value in CDATA.
 */
export function buildAggregatorFeed(
  jobs: readonly FeedJobInput[],
  siteUrl: string,
  lastBuildDate: Date,
): string {
  const entries = jobs.map((job) => {
    const place = jobPlace(job);
    return [
      "  <job>",
      element("title", job.title),
      element("date", job.createdAt.toUTCString()),
      element("referencenumber", job.id),
      element("url", jobUrl(siteUrl, job.slug)),
      element("company", job.companyName),
      element("sourcename", job.companyName),
      element("city", place.city),
      element("state", place.state),
      element("country", place.country),
      element("description", jobDescriptionHtml(job)),
      element("salary", job.salaryRange ?? ""),
      element("jobtype", aggregatorJobTypes[job.jobType]),
      element("category", job.categoryName ?? ""),
      element("experience", aggregatorExperience[job.experienceLevel] ?? ""),
      element(
        "remotetype",
        job.workplaceType === "remote"
          ? "Fully remote"
          : job.workplaceType === "hybrid"
            ? "Hybrid remote"
            : "",
      ),
      element("expirationdate", job.applicationDeadline?.toUTCString() ?? ""),
      "  </job>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    "<source>",
    `  <publisher>${xmlText(site.name)}</publisher>`,
    `  <publisherurl>${xmlText(siteUrl)}</publisherurl>`,
    `  <lastBuildDate>${lastBuildDate.toUTCString()}</lastBuildDate>`,
    ...entries,
    "</source>",
    "",
  ].join("\n");
}
