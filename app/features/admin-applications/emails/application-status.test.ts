import { describe, expect, it } from "vitest";
import type { Brand } from "~/lib/email/templates/layout";
import { type ApplicationStatusData, applicationStatusEmail } from "./application-status.ts";

const brand: Brand = {
  name: "Quillstack",
  legalName: "Quillstack Technologies Pvt. Ltd.",
  email: "hello@quillstack.dev",
  siteUrl: "https://quillstack.dev",
};

const base: Omit<ApplicationStatusData, "status"> = {
  name: "Ada",
  jobTitle: "Data Engineer",
  companyName: "Quillstack",
  applicationsUrl: "https://quillstack.dev/user/applications",
};

describe("application status email", () => {
  it("names the job, the new status and links to the candidate's applications", () => {
    const email = applicationStatusEmail.render({ ...base, status: "under_review" }, brand);
    expect(email.template).toBe("application-status");
    expect(email.subject).toBe("Your application for Data Engineer is under review");
    expect(email.text).toContain("Hi Ada,");
    expect(email.text).toContain("Position: Data Engineer");
    expect(email.text).toContain("Status: Under review");
    expect(email.text).toContain("View my applications: https://quillstack.dev/user/applications");
  });

  it("has its own kind words for each status", () => {
    const texts = (["pending", "under_review", "approved", "rejected"] as const).map((status) =>
      applicationStatusEmail.render({ ...base, status }, brand),
    );
    expect(new Set(texts.map((email) => email.subject)).size).toBe(4);
    expect(texts[2]?.subject).toBe("Good news about your application for Data Engineer");
    expect(texts[2]?.text).toContain("has been approved");
    expect(texts[3]?.subject).toBe("An update on your application for Data Engineer");
    expect(texts[3]?.text).toContain("not to move forward");
    expect(texts[3]?.text).toContain("Thank you for your interest");
  });

  it("escapes the job title in HTML and keeps the subject on one line", () => {
    const email = applicationStatusEmail.render(
      { ...base, status: "approved", jobTitle: "<b>Lead</b>\r\nBcc: x@example.org" },
      brand,
    );
    expect(email.subject).toBe(
      "Good news about your application for <b>Lead</b> Bcc: x@example.org",
    );
    expect(email.html).not.toContain("<b>Lead</b>");
    expect(email.html).toContain("&lt;b&gt;Lead&lt;/b&gt;");
  });
});
