import { beforeEach, describe, expect, it } from "vitest";
import { decodeFlash } from "~/lib/flash.server";
import { rateLimits } from "~/lib/rate-limit.server";
import { contactMessages, emailOutbox } from "../../../db/schema/index.ts";
import { truncate } from "../../../tests/support/test-database.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { recordContactMessage } from "./contact.server";
import { handleContactRequest } from "./contact-action.server";

const secret = "contact-test-secret-0123456789-abcdefghijk";
process.env.AUTH_SECRET = secret;
process.env.CONTACT_INBOX = "sales-inbox@quillstack.test";

const database = setUpTestDatabase();

beforeEach(async () => {
  await truncate(database(), "contact_messages", "email_outbox", "request_limits");
});

let addressCounter = 0;
function freshAddress() {
  addressCounter += 1;
  return `192.0.2.${addressCounter}`;
}

const valid = {
  name: "Ada Lovelace",
  email: "Ada@Analytical-Engines.co.uk",
  company: "Analytical Engines",
  service: "outsourcing",
  message: "We need a team for <b>six</b> months.",
};

function post(
  fields: Record<string, string>,
  { address = freshAddress(), javascript = true } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return handleContactRequest(
    new Request("http://localhost/api/contact", {
      method: "POST",
      body,
      headers: { "x-client-ip": address, accept: javascript ? "application/json" : "text/html" },
    }),
  );
}

async function rows() {
  return {
    messages: await database().db.select().from(contactMessages),
    outbox: await database().db.select().from(emailOutbox),
  };
}

describe("POST /api/contact", () => {
  it("stores the message with a notification to the inbox and a confirmation to the sender", async () => {
    const response = await post(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const { messages, outbox } = await rows();
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@analytical-engines.co.uk",
      company: "Analytical Engines",
      service: "outsourcing",
      message: "We need a team for <b>six</b> months.",
      status: "new",
    });
    expect(message?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(outbox).toHaveLength(2);
    const notification = outbox.find((row) => row.template === "lead-notification");
    const confirmation = outbox.find((row) => row.template === "contact-confirmation");
    expect(notification).toMatchObject({
      toAddress: "sales-inbox@quillstack.test",
      replyTo: "ada@analytical-engines.co.uk",
      metadata: { contactMessageId: message?.id },
    });
    expect(notification?.text).toContain("Outsourcing Project");
    expect(notification?.html).not.toContain("<b>six</b>");
    expect(confirmation).toMatchObject({
      toAddress: "ada@analytical-engines.co.uk",
      metadata: { contactMessageId: message?.id },
    });
    // The visitor's address is not verified: nothing they typed goes back to it.
    for (const typed of ["six", "Ada", "Lovelace", "Analytical Engines"]) {
      expect(confirmation?.text).not.toContain(typed);
      expect(confirmation?.html).not.toContain(typed);
      expect(confirmation?.subject).not.toContain(typed);
    }
    expect(confirmation?.text).toContain("we will get back to you within 24 hours");
    expect(confirmation?.text).toContain("Questions? Write to hello@quillstack.dev.");
    // Staff mail: the sales team's footer, not the visitor's help line.
    expect(notification?.text).toMatch(
      /Internal notification from the \S+ website, for the Quillstack team\./,
    );
    expect(notification?.text).not.toContain("Questions? Write to");
    expect(notification?.text).toContain("Source: Contact form");
  });

  it("carries the page, the dialog's pitch and the support tier into the message and the staff mail", async () => {
    await post({
      ...valid,
      page: "/outsource-project",
      pageType: "outsource-project",
      tier: "Premium",
    });
    const { messages, outbox } = await rows();
    const context =
      "Page: /outsource-project\nPitch: Start Your Project (outsource-project)\nSupport tier: Premium";
    expect(messages[0]?.message).toBe(`We need a team for <b>six</b> months.\n\n${context}`);
    const notification = outbox.find((row) => row.template === "lead-notification");
    expect(notification?.metadata).toEqual({
      contactMessageId: messages[0]?.id,
      page: "/outsource-project",
      pageType: "outsource-project",
      tier: "Premium",
    });
    for (const line of [
      "Source: Enquiry dialog",
      "Page: /outsource-project",
      "Pitch: Start Your Project (outsource-project)",
      "Support tier: Premium",
    ]) {
      expect(notification?.text).toContain(line);
    }
    expect(notification?.text).not.toContain("contact-form");
    // The visitor's confirmation quotes nothing.
    const confirmation = outbox.find((row) => row.template === "contact-confirmation");
    expect(confirmation?.text).not.toContain("Support tier");
  });

  it("keeps only known context values: a path on this site, a known pitch and tier", async () => {
    await post({
      ...valid,
      page: "//evil.example/phish",
      pageType: "<script>",
      tier: "Platinum",
    });
    await post({ ...valid, page: `/${"x".repeat(300)}`, pageType: "Services", tier: "premium" });
    const { messages, outbox } = await rows();
    expect(messages.map((row) => row.message)).toEqual([valid.message, valid.message]);
    for (const row of outbox.filter((row) => row.template === "lead-notification")) {
      expect(row.metadata).toMatchObject({ page: null, pageType: null, tier: null });
      expect(row.text).not.toMatch(/evil|Platinum|Page:|Pitch:|Support tier:/);
    }
  });

  it("keeps a page-specific default service and names it in the notification", async () => {
    await post({ ...valid, service: "suchify" });
    await post({ ...valid, service: "web-development" });
    const { messages, outbox } = await rows();
    expect(messages.map((row) => row.service).sort()).toEqual(["suchify", "web-development"]);
    const texts = outbox
      .filter((row) => row.template === "lead-notification")
      .map((row) => row.text);
    expect(texts.some((text) => text.includes("Suchify"))).toBe(true);
    expect(texts.some((text) => text.includes("Web Development"))).toBe(true);
  });

  it("requires name, email and message, and a valid email", async () => {
    const missing = await post({ name: " ", email: "", message: "", company: "X" });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({
      ok: false,
      error: "Please fill in all required fields (Name, Email, and Message).",
      fieldErrors: {
        name: "Please enter your name.",
        email: "Please enter your email address.",
        message: "Please enter your message.",
      },
    });
    const invalid = await post({ ...valid, email: "ada@engines" });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      error: "Please enter a valid email address.",
      fieldErrors: { email: "Please enter a valid email address." },
    });
    const badService = await post({ ...valid, service: "<script>" });
    expect(badService.status).toBe(422);
    const { messages, outbox } = await rows();
    expect(messages).toHaveLength(0);
    expect(outbox).toHaveLength(0);
  });

  it("accepts a free-mail sender (the business rule is for leads only)", async () => {
    const response = await post({ ...valid, email: "ada@gmail.com" });
    expect(response.status).toBe(200);
  });

  it("accepts a filled honeypot silently and stores nothing", async () => {
    const response = await post({ ...valid, website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const { messages, outbox } = await rows();
    expect(messages).toHaveLength(0);
    expect(outbox).toHaveLength(0);
  });

  it("answers 429 over the rate limit and stores nothing more", async () => {
    const address = freshAddress();
    for (let index = 0; index < rateLimits.contact.limit; index++) {
      expect((await post(valid, { address })).status).toBe(200);
    }
    const limited = await post(valid, { address });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      ok: false,
      error: "Too many requests, please try again in a few minutes.",
    });
    expect((await rows()).messages).toHaveLength(rateLimits.contact.limit);
  });

  it("sends a form posted without JavaScript back with a flash, keeping what was typed on errors", async () => {
    const ok = await post({ ...valid, redirectTo: "/contact" }, { javascript: false });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/contact");
    const cookie = (response: Response) => response.headers.get("set-cookie");
    expect(await decodeFlash(cookie(ok), { secrets: [secret] })).toEqual({
      type: "success",
      title: "Success!",
      description:
        "Your message has been sent successfully. We'll get back to you within 24 hours.",
    });
    const failed = await post(
      { ...valid, message: "", redirectTo: "/contact" },
      { javascript: false },
    );
    expect(failed.status).toBe(303);
    expect(await decodeFlash(cookie(failed), { secrets: [secret] })).toMatchObject({
      type: "error",
      title: "Validation Error",
      description: "Please fill in all required fields (Name, Email, and Message).",
      form: {
        id: "contact",
        fieldErrors: { message: "Please enter your message." },
        values: { name: "Ada Lovelace", company: "Analytical Engines", service: "outsourcing" },
      },
    });
    expect((await rows()).messages).toHaveLength(1);
  });

  it("writes the message and both emails in one transaction", async () => {
    await expect(
      recordContactMessage(
        database().db,
        {
          name: "Ada",
          email: "ada@analytical-engines.co.uk",
          company: null,
          service: null,
          message: "Hi",
          context: { page: null, pageType: null, tier: null },
        },
        { inbox: "not an address" },
      ),
    ).rejects.toThrow(/Invalid email for the outbox/);
    const { messages, outbox } = await rows();
    expect(messages).toHaveLength(0);
    expect(outbox).toHaveLength(0);
  });
});
