import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { decodeFlash } from "~/lib/flash.server";
import { rateLimits } from "~/lib/rate-limit.server";
import { emailOutbox, leads } from "../../../db/schema/index.ts";
import { truncate } from "../../../tests/support/test-database.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { handleLeadRequest } from "./lead-action.server";
import { recordLead } from "./leads.server";

const secret = "lead-test-secret-0123456789-abcdefghijklmnop";
process.env.AUTH_SECRET = secret;
process.env.CONTACT_INBOX = "sales-inbox@quillstack.test";

const database = setUpTestDatabase();

beforeEach(async () => {
  await truncate(database(), "leads", "email_outbox", "request_limits");
});

let addressCounter = 0;
/** Each test gets its own client address, so rate limits never leak between tests. */
function freshAddress() {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

function formRequest(
  fields: Record<string, string>,
  { address = freshAddress(), javascript = true, path = "/api/leads" } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: {
      "x-client-ip": address,
      "user-agent": "IntegrationTest/1.0",
      ...(javascript ? { accept: "application/json" } : { accept: "text/html" }),
    },
  });
}

function jsonRequest(body: unknown, address = freshAddress()) {
  return new Request("http://localhost/api/subscribe", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", "x-client-ip": address },
  });
}

const lead = (fields: Record<string, string>, options?: Parameters<typeof formRequest>[1]) =>
  handleLeadRequest(formRequest(fields, options), {
    bucket: "lead",
    defaultSource: "landing-page",
  });
const subscribe = (body: unknown, address?: string) =>
  handleLeadRequest(jsonRequest(body, address), { bucket: "subscribe", jsonOnly: true });

async function rows() {
  const stored = await database().db.select().from(leads);
  const outbox = await database().db.select().from(emailOutbox);
  return { stored, outbox };
}

function flashOf(response: Response) {
  return decodeFlash(response.headers.get("set-cookie"), { secrets: [secret] });
}

describe("POST /api/leads", () => {
  it("stores the lead and queues its welcome email in the same transaction", async () => {
    const consent = { essential: true, analytics: true, marketing: false, functional: true };
    const response = await lead(
      {
        email: "  Jane.Doe@Acme-Industries.com ",
        source: "landing-page",
        consent: JSON.stringify(consent),
      },
      { address: "203.0.113.7" },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const { stored, outbox } = await rows();
    expect(stored).toHaveLength(1);
    const [row] = stored;
    expect(row).toMatchObject({
      email: "jane.doe@acme-industries.com",
      source: "landing-page",
      consent,
      userAgent: "IntegrationTest/1.0",
    });
    expect(row?.ipHash).toBe(createHash("sha256").update(`203.0.113.7\n${secret}`).digest("hex"));
    expect(row?.ipHash).not.toContain("203.0.113.7");
    expect(outbox).toHaveLength(2);
    expect(outbox.find((mail) => mail.template === "lead-welcome")).toMatchObject({
      toAddress: "jane.doe@acme-industries.com",
      status: "pending",
      metadata: { leadId: row?.id, source: "landing-page", page: null },
    });
  });

  it("tells the sales inbox about every lead, with its source and page", async () => {
    await lead({ email: "cto@acme-industries.com", source: "landing-page", page: "/" });
    await subscribe({
      email: "cto@acme-industries.com",
      source: "services-hero",
      page: "/services",
    });
    const { stored, outbox } = await rows();
    const notifications = outbox.filter((mail) => mail.template === "new-lead");
    expect(notifications).toHaveLength(2);
    for (const [source, page] of [
      ["landing-page", "/"],
      ["services-hero", "/services"],
    ] as const) {
      const leadId = stored.find((row) => row.source === source)?.id;
      const mail = notifications.find((row) => row.metadata.source === source);
      expect(mail).toMatchObject({
        toAddress: "sales-inbox@quillstack.test",
        replyTo: "cto@acme-industries.com",
        subject: `New lead: cto@acme-industries.com (${source})`,
        metadata: { leadId, source, page },
      });
      expect(mail?.text).toContain(`Source: ${source}`);
      expect(mail?.text).toContain(`Page: ${page}`);
      expect(mail?.text).toMatch(/Internal notification from the \S+ website/);
      expect(mail?.text).not.toContain("Questions? Write to");
    }
  });

  it("sends one welcome email per address a day, whichever forms the address was left in", async () => {
    await lead({ email: "ops@acme-industries.com", source: "landing-page" });
    await subscribe({ email: "OPS@acme-industries.com", source: "services-hero" });
    let { stored, outbox } = await rows();
    expect(stored).toHaveLength(2);
    expect(outbox.filter((mail) => mail.template === "lead-welcome")).toHaveLength(1);
    expect(outbox.filter((mail) => mail.template === "new-lead")).toHaveLength(2);
    expect(outbox.find((mail) => mail.metadata.source === "services-hero")?.text).toContain(
      "They already had the welcome email today",
    );

    // A day later the address gets a welcome again.
    await database().db.execute(sql`update leads set created_at = now() - interval '25 hours'`);
    await subscribe({ email: "ops@acme-industries.com", source: "services-hero" });
    ({ stored, outbox } = await rows());
    expect(outbox.filter((mail) => mail.template === "lead-welcome")).toHaveLength(2);
  });

  it("sends one welcome when two forms submit the same address at once", async () => {
    const responses = await Promise.all(
      ["landing-page", "services-hero", "landing-page", "services-hero"].map((source) =>
        source === "landing-page"
          ? lead({ email: "race2@acme-industries.com", source })
          : subscribe({ email: "race2@acme-industries.com", source }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const { stored, outbox } = await rows();
    expect(stored).toHaveLength(2);
    expect(outbox.filter((mail) => mail.template === "lead-welcome")).toHaveLength(1);
    expect(outbox.filter((mail) => mail.template === "new-lead")).toHaveLength(2);
  });

  it("keeps a page only when it is a path on this site", async () => {
    await lead({ email: "a@acme-industries.com", source: "landing-page", page: "//evil.example/" });
    await subscribe({
      email: "b@acme-industries.com",
      source: "services-hero",
      page: `/${"x".repeat(250)}`,
    });
    const { outbox } = await rows();
    for (const mail of outbox.filter((row) => row.template === "new-lead")) {
      expect(mail.metadata.page).toBeNull();
      expect(mail.text).not.toMatch(/evil|Page:/);
    }
  });

  it("stores one lead and sends one email for the same address and source within a day", async () => {
    for (const email of ["ops@acme-industries.com", "OPS@acme-industries.com"]) {
      const response = await lead({ email, source: "landing-page" });
      expect(await response.json()).toEqual({ ok: true });
    }
    let { stored, outbox } = await rows();
    expect(stored).toHaveLength(1);
    expect(outbox.map((mail) => mail.template).sort()).toEqual(["lead-welcome", "new-lead"]);

    // Another source is another lead (the sales inbox hears of it; no second welcome).
    await subscribe({ email: "ops@acme-industries.com", source: "services-hero" });
    ({ stored, outbox } = await rows());
    expect(stored.map((row) => row.source).sort()).toEqual(["landing-page", "services-hero"]);
    expect(outbox).toHaveLength(3);

    // A day later the same pair is a new lead again.
    await database().db.execute(sql`update leads set created_at = now() - interval '25 hours'`);
    await lead({ email: "ops@acme-industries.com", source: "landing-page" });
    ({ stored, outbox } = await rows());
    expect(stored).toHaveLength(3);
    expect(outbox).toHaveLength(5);
  });

  it("keeps one lead when the same address is submitted several times at once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        lead({ email: "race@acme-industries.com", source: "landing-page" }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { stored, outbox } = await rows();
    expect(stored).toHaveLength(1);
    expect(outbox).toHaveLength(2);
  });

  it("rejects free email providers, also subdomains, with a message about a company email", async () => {
    for (const email of [
      "someone@gmail.com",
      "Someone@GMAIL.com",
      "x@mail.yahoo.com",
      "someone@tutanota.com",
    ]) {
      const response = await lead({ email, source: "landing-page" });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { ok: boolean; error: string };
      expect(body.ok).toBe(false);
      expect(body.error).toContain("company email");
    }
    expect((await rows()).stored).toHaveLength(0);
  });

  it("answers the spec's messages for a missing or malformed address", async () => {
    const missing = await lead({ email: "  ", source: "landing-page" });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({
      ok: false,
      error: "Please enter your email address.",
    });
    for (const email of ["jane@acme", "jane doe@acme.com", "jane@@acme.com"]) {
      const invalid = await lead({ email, source: "landing-page" });
      expect(invalid.status).toBe(422);
      expect(await invalid.json()).toMatchObject({ error: "Please enter a valid email address." });
    }
    expect((await rows()).stored).toHaveLength(0);
  });

  it("accepts a filled honeypot silently and stores nothing", async () => {
    const response = await lead({
      email: "bot@acme-industries.com",
      source: "landing-page",
      website: "http://spam.example",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const { stored, outbox } = await rows();
    expect(stored).toHaveLength(0);
    expect(outbox).toHaveLength(0);
  });

  it("answers 429 with a clear message over the rate limit, per client address", async () => {
    const address = freshAddress();
    const { limit } = rateLimits.lead;
    for (let index = 0; index < limit; index++) {
      const response = await lead({ email: "", source: "landing-page" }, { address });
      expect(response.status).toBe(422);
    }
    const limited = await lead(
      { email: "late@acme-industries.com", source: "landing-page" },
      { address },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      ok: false,
      error: "Too many requests, please try again in a few minutes.",
    });
    expect((await rows()).stored).toHaveLength(0);
    const other = await lead({ email: "late@acme-industries.com", source: "landing-page" });
    expect(other.status).toBe(200);
  });

  it("sends a form posted without JavaScript back to its page with a flash message", async () => {
    const ok = await lead(
      { email: "nojs@acme-industries.com", source: "landing-page", redirectTo: "/?from=hero" },
      { javascript: false },
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/?from=hero");
    expect(await flashOf(ok)).toEqual({
      type: "success",
      title: "Welcome to Quillstack",
      description: "Check your email for our exclusive technology assessment guide and next steps.",
    });
    expect((await rows()).stored).toHaveLength(1);

    const rejected = await lead(
      { email: "me@gmail.com", source: "landing-page", redirectTo: "//evil.example/" },
      { javascript: false },
    );
    expect(rejected.status).toBe(303);
    expect(rejected.headers.get("location")).toBe("/");
    expect(await flashOf(rejected)).toMatchObject({
      type: "error",
      title: "Business Email Required",
      form: { id: "lead", values: { email: "me@gmail.com" } },
    });
  });

  it("rolls the lead back when its email cannot be queued", async () => {
    // Passes the form's simple pattern but not the outbox's address check.
    await expect(
      recordLead(database().db, {
        email: "a@b.c",
        source: "landing-page",
        consent: null,
        page: null,
      }),
    ).rejects.toThrow(/Invalid email for the outbox/);
    const { stored, outbox } = await rows();
    expect(stored).toHaveLength(0);
    expect(outbox).toHaveLength(0);
  });
});

describe("POST /api/subscribe", () => {
  it("takes JSON { email, source } and answers { ok: true }", async () => {
    const response = await subscribe({ email: "cto@acme-industries.com", source: "services-hero" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [row] = await database()
      .db.select()
      .from(leads)
      .where(eq(leads.email, "cto@acme-industries.com"));
    expect(row?.source).toBe("services-hero");
    expect((await rows()).outbox).toHaveLength(2);
  });

  it("answers 4xx with a JSON error for anything else", async () => {
    const cases: Array<[unknown, number, RegExp]> = [
      [{ email: "cto@gmail.com", source: "services-hero" }, 422, /company email/],
      [{ email: "nope", source: "services-hero" }, 422, /valid email/],
      [{ source: "services-hero" }, 422, /enter your email/],
      [{ email: "cto@acme-industries.com" }, 400, /source/],
      [{ email: "cto@acme-industries.com", source: "Not A Slug!" }, 400, /source/],
      ["{not json", 400, /JSON/],
      ["[1,2]", 400, /JSON object/],
    ];
    for (const [body, status, message] of cases) {
      const response = await subscribe(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer = (await response.json()) as { ok: boolean; error: string };
      expect(answer.ok).toBe(false);
      expect(answer.error).toMatch(message);
    }
    const form = new FormData();
    form.set("email", "cto@acme-industries.com");
    const formPost = await handleLeadRequest(
      new Request("http://localhost/api/subscribe", {
        method: "POST",
        body: form,
        headers: { "x-client-ip": freshAddress() },
      }),
      { bucket: "subscribe", jsonOnly: true },
    );
    expect(formPost.status).toBe(415);
    expect((await rows()).stored).toHaveLength(0);
  });

  it("has its own rate limit", async () => {
    const address = freshAddress();
    for (let index = 0; index < rateLimits.subscribe.limit; index++) {
      await subscribe({ email: "x", source: "services-hero" }, address);
    }
    const limited = await subscribe(
      { email: "ok@acme-industries.com", source: "services-hero" },
      address,
    );
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Too many requests/),
    });
  });
});
