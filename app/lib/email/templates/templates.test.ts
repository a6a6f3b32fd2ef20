import { describe, expect, it } from "vitest";
import { contactConfirmationEmail } from "../../../features/contact/emails/contact-confirmation.ts";
import { leadNotificationEmail } from "../../../features/contact/emails/lead-notification.ts";
import { leadWelcomeEmail } from "../../../features/leads/emails/lead-welcome.ts";
import type { Brand } from "./layout.ts";
import { notificationEmail } from "./notification.ts";
import { passwordResetEmail } from "./password-reset.ts";
import { verifyEmail } from "./verify-email.ts";

const brand: Brand = {
  name: "Quillstack",
  legalName: "Quillstack Technologies Pvt. Ltd.",
  email: "hello@quillstack.dev",
  siteUrl: "https://quillstack.dev",
};

const attack = `<script>alert("x")</script> & 'quotes'`;

describe("email templates", () => {
  it("escapes every value taken from data in the HTML version", () => {
    const email = leadNotificationEmail.render(
      {
        name: attack,
        email: "visitor@example.com",
        company: "<b>Acme</b>",
        message: `Hello\n${attack}`,
      },
      brand,
    );
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>Acme</b>");
    expect(email.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;",
    );
    expect(email.html).toContain("&lt;b&gt;Acme&lt;/b&gt;");
    // The text version carries the same values, unescaped.
    expect(email.text).toContain(`Name: ${attack}`);
    expect(email.text).toContain(`> ${attack}`);
  });

  it("produces a branded HTML layout with inline styles and a plain-text version", () => {
    const email = notificationEmail.render(
      {
        subject: "Your application was received",
        name: "Ada",
        message: "First paragraph.\n\nSecond paragraph.",
        action: { label: "View application", url: "https://quillstack.dev/account" },
      },
      brand,
    );
    expect(email.template).toBe("notification");
    expect(email.subject).toBe("Your application was received");
    expect(email.html).toMatch(/^<!DOCTYPE html>/);
    expect(email.html).not.toMatch(/<style|class=/);
    expect(email.html).toContain('href="https://quillstack.dev/account"');
    expect(email.html).toContain("Quillstack Technologies Pvt. Ltd.");
    expect(email.html).toContain("mailto:hello@quillstack.dev");
    expect(email.text).toContain("Hi Ada,");
    expect(email.text).toContain("First paragraph.\n\nSecond paragraph.");
    expect(email.text).toContain("View application: https://quillstack.dev/account");
    expect(email.text).toContain("Quillstack\nhttps://quillstack.dev/");
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it("refuses links that are not absolute http(s) or mailto URLs", () => {
    expect(() => verifyEmail.render({ url: "javascript:alert(1)" }, brand)).toThrow(/scheme/);
    expect(() => verifyEmail.render({ url: "/relative" }, brand)).toThrow(/absolute/);
  });

  it("keeps subjects on one line so data cannot add mail headers", () => {
    const email = leadNotificationEmail.render(
      { name: "Eve\r\nBcc: victim@example.com", email: "eve@example.com" },
      brand,
    );
    expect(email.subject).toBe("New enquiry from Eve Bcc: victim@example.com");
  });

  it("renders every template with subject, HTML and text", () => {
    const link = "https://quillstack.dev/verify?token=a&b=c";
    const rendered = [
      verifyEmail.render({ name: "Ada", url: link }, brand),
      passwordResetEmail.render({ url: link, expiresInMinutes: 60 }, brand),
      contactConfirmationEmail.render({}, brand),
      leadNotificationEmail.render(
        {
          name: "Ada",
          email: "ada@example.com",
          reviewUrl: "https://quillstack.dev/admin/leads/1",
        },
        brand,
      ),
      leadWelcomeEmail.render({}, brand),
    ];
    expect(rendered.map((email) => email.template)).toEqual([
      "verify-email",
      "password-reset",
      "contact-confirmation",
      "lead-notification",
      "lead-welcome",
    ]);
    for (const email of rendered) {
      expect(email.subject.length).toBeGreaterThan(0);
      expect(email.html).toContain("</html>");
      expect(email.text.length).toBeGreaterThan(40);
    }
    // The welcome email delivers the assessment guide and next steps the lead toast promises.
    expect(rendered[4]?.text).toContain("technology assessment guide");
    expect(rendered[4]?.text).toContain("Next steps");
    expect(rendered[0]?.html).toContain('href="https://quillstack.dev/verify?token=a&amp;b=c"');
    expect(rendered[0]?.text).toContain(link);
    expect(rendered[1]?.text).toContain("expires in 60 minutes");
    expect(rendered[2]?.text).toContain("we will get back to you within 24 hours");
  });
});
