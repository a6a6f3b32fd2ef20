import { describe, expect, it } from "vitest";
import type { Brand } from "~/lib/email/templates/layout";
import { applicationNotificationEmail } from "./application-notification.ts";
import { applicationReceivedEmail } from "./application-received.ts";

const brand: Brand = {
  name: "Quillstack",
  legalName: "Quillstack Technologies Pvt. Ltd.",
  email: "hello@quillstack.dev",
  siteUrl: "https://quillstack.dev",
};

describe("application emails", () => {
  it("confirms an application to the candidate with the 48-hour promise and a link to the list", () => {
    const email = applicationReceivedEmail.render(
      {
        name: "Ada <b>",
        jobTitle: "Data Engineer\r\nBcc: x@example.org",
        companyName: "Quillstack",
        location: "Remote",
        submittedAt: "Nov 22, 2026, 1:00 AM UTC",
        applicationsUrl: "https://quillstack.dev/user/applications",
      },
      brand,
    );
    expect(email.template).toBe("application-received");
    // Subjects are one line whatever the job title holds.
    expect(email.subject).toBe("We received your application for Data Engineer Bcc: x@example.org");
    expect(email.text).toContain("within 48 hours");
    expect(email.text).toContain("View my applications: https://quillstack.dev/user/applications");
    expect(email.html).toContain("Ada &lt;b&gt;");
    expect(email.html).not.toContain("Ada <b>");
  });

  it("tells the hiring inbox who applied, with the letter and the profile link", () => {
    const email = applicationNotificationEmail.render(
      {
        applicantName: "Ada",
        applicantEmail: "ada@example.org",
        accountEmail: "ada.lovelace@example.org",
        jobTitle: "Data Engineer",
        companyName: "Quillstack",
        coverLetter: "Hello <script>",
        profileUrl: "https://quillstack.dev/user/profile?userId=abc",
      },
      brand,
    );
    expect(email.subject).toBe("New application: Data Engineer - Ada");
    expect(email.text).toContain("Resume: The resume on the candidate's profile");
    expect(email.text).toContain("Account email (verified): ada.lovelace@example.org");
    expect(email.text).toContain("> Hello <script>");
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain('href="https://quillstack.dev/user/profile?userId=abc"');
  });
});
