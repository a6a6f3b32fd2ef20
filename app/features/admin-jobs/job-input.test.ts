import { describe, expect, it } from "vitest";
import {
  deadlineDate,
  type JobFormValues,
  newJobValues,
  parseDeadline,
  parseJobInput,
} from "./job-input";

const now = new Date("2026-03-10T12:00:00Z");

const values = (overrides: Partial<JobFormValues> = {}): JobFormValues => ({
  ...newJobValues,
  title: "Senior C# Engineer",
  companyName: "Quillstack",
  location: "Remote",
  description: "Write services.",
  ...overrides,
});

describe("parseJobInput", () => {
  it("makes the slug from the title and empties blank optional fields", () => {
    const result = parseJobInput(values(), now);
    expect(result).toMatchObject({
      ok: true,
      job: {
        slug: "senior-c-sharp-engineer",
        salaryRange: null,
        categoryId: null,
        applicationDeadline: null,
        metaTitle: null,
        ogImage: null,
        tags: [],
      },
    });
  });

  it("slugifies a typed slug", () => {
    const result = parseJobInput(values({ slug: "  My Job!  " }), now);
    expect(result.ok && result.job.slug).toBe("my-job");
  });

  it("splits lists by line and tags by comma, trimmed and without repeats", () => {
    const result = parseJobInput(
      values({
        requirements: " Go \r\n\r\nRust\ngo\n",
        applicantLocations: "Germany\nPoland",
        tags: "React, Node.js, react, ",
        keywords: "remote jobs,  hiring ",
      }),
      now,
    );
    expect(result).toMatchObject({
      ok: true,
      job: {
        requirements: ["Go", "Rust"],
        applicantLocations: ["Germany", "Poland"],
        tags: ["React", "Node.js"],
        keywords: ["remote jobs", "hiring"],
      },
    });
  });

  it("names each missing or wrong field", () => {
    const result = parseJobInput(
      values({
        title: " ",
        companyName: "",
        description: "",
        jobType: "gig",
        workplaceType: "moon",
        ogImage: "http://example.org/x.png",
        twitterImage: "//evil.example/x.png",
        applicationDeadline: "2026-02-30",
      }),
      now,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        title: "Please enter the title.",
        slug: "The slug needs letters or digits (it comes from the title when empty).",
        companyName: "Please enter the company name.",
        description: "Please enter the description.",
        jobType: "Please choose a job type.",
        workplaceType: "Please choose where the work happens.",
        ogImage: "Use a path on this site (starting with /) or an https:// address.",
        twitterImage: "Use a path on this site (starting with /) or an https:// address.",
        applicationDeadline: "Please enter a valid date.",
      },
    });
  });

  it("accepts site paths and https addresses for images", () => {
    const result = parseJobInput(
      values({ ogImage: "/images/og/job.png", twitterImage: "https://cdn.example.org/t.png" }),
      now,
    );
    expect(result.ok).toBe(true);
  });

  it("refuses a past deadline on an active job only", () => {
    const past = values({ applicationDeadline: "2026-03-09" });
    expect(parseJobInput(past, now)).toMatchObject({
      ok: false,
      fieldErrors: { applicationDeadline: expect.stringMatching(/has passed/) },
    });
    expect(parseJobInput({ ...past, isActive: false }, now).ok).toBe(true);
    // Today is still open: the deadline is the end of the day.
    expect(parseJobInput(values({ applicationDeadline: "2026-03-10" }), now).ok).toBe(true);
  });
});

describe("deadline dates", () => {
  it("closes at the end of the day in UTC and shows back as the same date", () => {
    const deadline = parseDeadline("2026-03-31");
    expect(deadline?.toISOString()).toBe("2026-03-31T23:59:59.999Z");
    expect(deadlineDate(deadline)).toBe("2026-03-31");
    expect(parseDeadline("31/03/2026")).toBeNull();
  });
});
