import { describe, expect, it } from "vitest";
import { redirects } from "~/content/redirects";
import { renderFeed } from "~/features/feeds/feed";
import { createRedirectMatcher } from "../../../server/redirects";
import { checkAggregatorFeed, checkRss } from "../../../tests/support/feed-validation";
import { buildAggregatorFeed, cdata } from "./indeed-feed";
import { type FeedJobInput, jobFeedPaths, jobsFeedModel } from "./job-feed";

const siteUrl = "https://site.test";

function feedJob(overrides: Partial<FeedJobInput> = {}): FeedJobInput {
  return {
    id: "7d4f3f5e-0000-4000-8000-000000000001",
    slug: "go-engineer",
    title: "Go Engineer",
    companyName: "Tidewater Freight",
    location: "Austin, TX, United States",
    workplaceType: "hybrid",
    description: "Build services.\n\nShip them.",
    requirements: ["Go"],
    responsibilities: ["Design"],
    benefits: [],
    jobType: "full-time",
    experienceLevel: "senior",
    salaryRange: "$140,000 - $170,000",
    tags: ["Go", "Kafka"],
    categoryName: "Engineering",
    createdAt: new Date("2025-03-01T10:00:00Z"),
    updatedAt: new Date("2025-03-03T10:00:00Z"),
    applicationDeadline: new Date("2025-04-01T00:00:00Z"),
    ...overrides,
  };
}

describe("job feeds", () => {
  it("builds the feed model from jobs: stable ids, job URLs, summary and escaped content", () => {
    const model = jobsFeedModel(
      [feedJob(), feedJob({ id: "7d4f3f5e-0000-4000-8000-000000000002", slug: "b", title: "<b>" })],
      siteUrl,
    );
    expect(model.feedUrls).toEqual({
      rss: `${siteUrl}/jobs/feed.xml`,
      atom: `${siteUrl}/jobs/atom.xml`,
      json: `${siteUrl}/jobs/feed.json`,
    });
    expect(model.updated.toISOString()).toBe("2025-03-03T10:00:00.000Z");
    const [first, second] = model.items;
    expect(first?.id).toBe("urn:uuid:7d4f3f5e-0000-4000-8000-000000000001");
    expect(first?.url).toBe(`${siteUrl}/careers/job/go-engineer`);
    expect(first?.title).toBe("Go Engineer at Tidewater Freight");
    expect(first?.summary).toBe(
      "Tidewater Freight · Austin, TX, United States · Hybrid · Full-time · Senior Level · $140,000 - $170,000",
    );
    expect(first?.categories).toEqual(["Engineering", "Full-time", "Go", "Kafka"]);
    expect(second?.contentHtml).not.toContain("<b>");
    expect(checkRss(renderFeed(model, "rss")).problems).toEqual([]);
  });

  it("writes the aggregator XML with stable reference numbers and safe CDATA", () => {
    const xml = buildAggregatorFeed(
      [
        feedJob(),
        feedJob({
          id: "7d4f3f5e-0000-4000-8000-000000000003",
          slug: "remote-one",
          title: "Tricky ]]> <title> & more",
          location: "Remote (United States)",
          workplaceType: "remote",
          jobType: "freelance",
          salaryRange: null,
          categoryName: null,
          applicationDeadline: null,
        }),
      ],
      siteUrl,
      new Date("2025-03-03T10:00:00Z"),
    );
    const { problems, jobs } = checkAggregatorFeed(xml);
    expect(problems).toEqual([]);
    expect(jobs[0]).toMatchObject({
      title: "Go Engineer",
      referencenumber: "7d4f3f5e-0000-4000-8000-000000000001",
      url: `${siteUrl}/careers/job/go-engineer`,
      company: "Tidewater Freight",
      city: "Austin",
      state: "TX",
      country: "US",
      salary: "$140,000 - $170,000",
      jobtype: "fulltime",
      category: "Engineering",
      remotetype: "Hybrid remote",
      date: "Sat, 01 Mar 2025 10:00:00 GMT",
    });
    expect(jobs[0]?.description).toContain("<h3>Requirements</h3>");
    expect(jobs[1]).toMatchObject({
      title: "Tricky ]]> <title> & more",
      city: "Remote",
      country: "US",
      jobtype: "contract",
      remotetype: "Fully remote",
    });
    expect(cdata("a]]>b")).toBe("<![CDATA[a]]]]><![CDATA[>b]]>");
  });

  it("keeps every feed path out of the /jobs/:slug redirect", () => {
    const match = createRedirectMatcher(redirects);
    for (const path of Object.values(jobFeedPaths)) expect(match(path)).toBeUndefined();
    expect(match("/jobs/go-engineer")).toBe("/careers/job/go-engineer");
  });
});
