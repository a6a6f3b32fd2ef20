import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "~/components/json-ld";
import {
  buildJobPostingJsonLd,
  googleEmploymentTypes,
  googleRequiredJobPostingProperties,
  jobDescriptionHtml,
} from "./job-posting-json-ld";
import type { JobDetail } from "./types";

const siteUrl = "https://quillstack.test";

function job(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: "4b0c7a3e-8a0e-4f7e-9d55-0d7f3c1b2a11",
    slug: "senior-full-stack-engineer",
    title: "Senior Full-Stack Engineer",
    companyName: "Quillstack",
    location: "Remote (United States, Canada)",
    workplaceType: "remote",
    applicantLocations: ["United States", "Canada"],
    description: "First paragraph.\n\nSecond paragraph.",
    requirements: ["TypeScript"],
    responsibilities: ["Ship features"],
    benefits: ["Home office budget"],
    jobType: "full-time",
    experienceLevel: "senior",
    salaryRange: "$120,000 - $150,000",
    tags: ["React", "Node.js"],
    isFeatured: false,
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-02T10:00:00.000Z",
    applicationDeadline: "2025-04-30T00:00:00.000Z",
    metaTitle: null,
    metaDescription: null,
    keywords: [],
    ogImage: null,
    twitterImage: null,
    category: { id: "engineering", name: "Engineering", color: "#2563eb", description: null },
    ...overrides,
  };
}

type Json = Record<string, unknown>;

/**
 * Google's rules for a JobPosting rich result: the required properties, where a fully remote
 * job may replace jobLocation by jobLocationType TELECOMMUTE with applicantLocationRequirements.
 */
function googleProblems(data: Json): string[] {
  const problems: string[] = [];
  for (const property of googleRequiredJobPostingProperties) {
    if (property === "jobLocation") continue;
    if (data[property] === undefined || data[property] === "") problems.push(`missing ${property}`);
  }
  if (data["@type"] !== "JobPosting") problems.push("wrong @type");
  const organization = data.hiringOrganization as Json | undefined;
  if (!organization?.name) problems.push("hiringOrganization without name");
  const place = data.jobLocation as Json | undefined;
  const address = place?.address as Json | undefined;
  const remote = data.jobLocationType === "TELECOMMUTE";
  if (!remote && !(address?.addressCountry && address.addressLocality)) {
    problems.push("jobLocation without a PostalAddress");
  }
  if (remote && !Array.isArray(data.applicantLocationRequirements)) {
    problems.push("remote job without applicantLocationRequirements");
  }
  if (Number.isNaN(Date.parse(String(data.datePosted)))) problems.push("datePosted not a date");
  const allowedTypes = [
    "FULL_TIME",
    "PART_TIME",
    "CONTRACTOR",
    "TEMPORARY",
    "INTERN",
    "VOLUNTEER",
    "PER_DIEM",
    "OTHER",
  ];
  if (data.employmentType && !allowedTypes.includes(String(data.employmentType))) {
    problems.push(`employmentType ${String(data.employmentType)}`);
  }
  return problems;
}

describe("buildJobPostingJsonLd", () => {
  it("meets Google's required properties for a remote job, with TELECOMMUTE and countries", () => {
    const data = buildJobPostingJsonLd(job(), siteUrl) as Json;
    expect(googleProblems(data)).toEqual([]);
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toEqual([
      { "@type": "Country", name: "US" },
      { "@type": "Country", name: "CA" },
    ]);
    expect(data.jobLocation).toBeUndefined();
  });

  it("gives an on-site or hybrid job a PostalAddress and no TELECOMMUTE", () => {
    const data = buildJobPostingJsonLd(
      job({ workplaceType: "hybrid", location: "Toronto, ON, Canada", applicantLocations: [] }),
      siteUrl,
    ) as Json;
    expect(googleProblems(data)).toEqual([]);
    expect(data.jobLocationType).toBeUndefined();
    expect(data.jobLocation).toEqual({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Toronto",
        addressRegion: "ON",
        addressCountry: "CA",
      },
    });
  });

  it("has the recommended properties: validThrough, employmentType, identifier, directApply, baseSalary", () => {
    const data = buildJobPostingJsonLd(job(), siteUrl) as Json;
    expect(data.datePosted).toBe("2025-03-01T10:00:00.000Z");
    expect(data.validThrough).toBe("2025-04-30T00:00:00.000Z");
    expect(data.employmentType).toBe("FULL_TIME");
    expect(data.directApply).toBe(true);
    expect(data.identifier).toEqual({
      "@type": "PropertyValue",
      name: "Quillstack",
      value: "4b0c7a3e-8a0e-4f7e-9d55-0d7f3c1b2a11",
    });
    expect(data.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 120000, maxValue: 150000, unitText: "YEAR" },
    });
    expect(data.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Quillstack",
      sameAs: siteUrl,
      logo: `${siteUrl}/logo.png`,
    });
    expect(data.url).toBe(`${siteUrl}/careers/job/senior-full-stack-engineer`);
  });

  it("states an hourly salary when the text says hour, and none unless it is in dollars", () => {
    const hourly = buildJobPostingJsonLd(job({ salaryRange: "$45 - $60 per hour" }), siteUrl);
    expect((hourly.baseSalary as Json).value).toMatchObject({
      minValue: 45,
      maxValue: 60,
      unitText: "HOUR",
    });
    for (const salaryRange of ["€70k–€85k", "Competitive", null]) {
      expect(buildJobPostingJsonLd(job({ salaryRange }), siteUrl).baseSalary).toBeUndefined();
    }
  });

  it.each([
    ["$500 - $650 per day", "DAY"],
    ["$2,400 a week", "WEEK"],
    ["$7,500 - $9,000/month", "MONTH"],
    ["$130,000 per year", "YEAR"],
  ] as const)("publishes %s with unitText %s", (salaryRange, unitText) => {
    const data = buildJobPostingJsonLd(job({ salaryRange }), siteUrl);
    expect((data.baseSalary as Json).value).toMatchObject({ unitText });
  });

  it("leaves out validThrough when there is no deadline", () => {
    const data = buildJobPostingJsonLd(job({ applicationDeadline: null }), siteUrl);
    expect("validThrough" in JSON.parse(serializeJsonLd(data))).toBe(false);
  });

  it("maps every job type to one of Google's employment types", () => {
    expect(googleEmploymentTypes).toEqual({
      "full-time": "FULL_TIME",
      "part-time": "PART_TIME",
      contract: "CONTRACTOR",
      internship: "INTERN",
      freelance: "CONTRACTOR",
    });
    for (const jobType of Object.keys(googleEmploymentTypes) as JobDetail["jobType"][]) {
      expect(googleProblems(buildJobPostingJsonLd(job({ jobType }), siteUrl) as Json)).toEqual([]);
    }
  });

  it("uses a client's website and logo for its jobs", () => {
    const data = buildJobPostingJsonLd(
      job({
        companyName: "Halcyon Ledger",
        location: "London, United Kingdom",
        workplaceType: "onsite",
      }),
      siteUrl,
    );
    expect(data.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Halcyon Ledger",
      sameAs: "https://halcyonledger.example",
      logo: `${siteUrl}/companies/halcyon-ledger.svg`,
    });
    expect((data.jobLocation as Json).address).toMatchObject({ addressCountry: "GB" });
  });

  it("builds the description as escaped HTML: text from the database never becomes markup", () => {
    const html = jobDescriptionHtml({
      description: "Use <script>alert(1)</script> & more.\n\nSecond",
      responsibilities: ["<b>bold</b>"],
      requirements: [],
      benefits: ["Pay \"fair\" & 'square'"],
    });
    expect(html).toBe(
      "<p>Use &lt;script&gt;alert(1)&lt;/script&gt; &amp; more.</p><p>Second</p>" +
        "<h3>Responsibilities</h3><ul><li>&lt;b&gt;bold&lt;/b&gt;</li></ul>" +
        "<h3>Benefits</h3><ul><li>Pay &quot;fair&quot; &amp; &#39;square&#39;</li></ul>",
    );
    // And the script element carrying it cannot be closed by the text.
    const serialized = serializeJsonLd(
      buildJobPostingJsonLd(job({ title: "</script><script>x()</script>" }), siteUrl),
    );
    expect(serialized).not.toContain("</script>");
    expect(JSON.parse(serialized).title).toBe("</script><script>x()</script>");
  });
});
