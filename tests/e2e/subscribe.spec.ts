import type { APIRequestContext } from "@playwright/test";
import {
  queryDb,
  uniqueBusinessEmail,
  uniqueClientAddress,
  waitForMail,
} from "../support/e2e-services";
import { expect, test } from "./fixtures";

function subscribe(request: APIRequestContext, data: unknown, address = uniqueClientAddress()) {
  return request.post("/api/subscribe", {
    data,
    headers: { "x-forwarded-for": address },
  });
}

test.describe("POST /api/subscribe", () => {
  test("JSON { email, source } is stored like a lead, welcomed once, and answered 200", async ({
    request,
  }) => {
    const email = uniqueBusinessEmail("subscribe");
    const response = await subscribe(request, { email, source: "services-hero" });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toEqual({ ok: true });
    expect(await queryDb("select email, source from leads where email = $1", [email])).toEqual([
      { email, source: "services-hero" },
    ]);
    const [mail] = await waitForMail(email);
    expect(mail?.subject).toBe("Welcome to Quillstack");

    // Again the same day: still 200, still one lead and one email.
    expect((await subscribe(request, { email, source: "services-hero" })).status()).toBe(200);
    expect(await queryDb("select id from leads where email = $1", [email])).toHaveLength(1);
    expect(
      await queryDb("select id from email_outbox where to_address = $1", [email]),
    ).toHaveLength(1);
  });

  test("anything else is a 4xx with a JSON error, and nothing is stored", async ({ request }) => {
    const cases: Array<[unknown, number, RegExp]> = [
      [{ email: "founder@gmail.com", source: "services-hero" }, 422, /company email/],
      [{ email: "founder@sub.outlook.com", source: "services-hero" }, 422, /company email/],
      [{ email: "founder@acme", source: "services-hero" }, 422, /valid email/],
      [{ email: "", source: "services-hero" }, 422, /enter your email/],
      [{ email: "founder@acme-industries.com" }, 400, /source/],
    ];
    for (const [data, status, message] of cases) {
      const response = await subscribe(request, data);
      expect(response.status(), JSON.stringify(data)).toBe(status);
      const body = await response.json();
      expect(body.ok).toBe(false);
      expect(body.error).toMatch(message);
    }
    const malformed = await request.post("/api/subscribe", {
      headers: { "content-type": "application/json", "x-forwarded-for": uniqueClientAddress() },
      data: "{oops",
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).ok).toBe(false);
    const form = await request.post("/api/subscribe", {
      form: { email: "founder@acme-industries.com", source: "services-hero" },
      headers: { "x-forwarded-for": uniqueClientAddress() },
    });
    expect(form.status()).toBe(415);
    expect(
      await queryDb("select id from leads where email in ($1, $2)", [
        "founder@gmail.com",
        "founder@acme-industries.com",
      ]),
    ).toEqual([]);
  });

  test("a filled honeypot is answered 200 and stores nothing", async ({ request }) => {
    const email = uniqueBusinessEmail("bot");
    const response = await subscribe(request, {
      email,
      source: "services-hero",
      website: "https://spam.example",
    });
    expect(response.status()).toBe(200);
    expect(await queryDb("select id from leads where email = $1", [email])).toEqual([]);
  });

  test("too many requests from one client get 429 with a clear message, never a 500", async ({
    request,
  }) => {
    const address = uniqueClientAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      statuses.push(
        (await subscribe(request, { email: "x", source: "services-hero" }, address)).status(),
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
    const limited = await subscribe(
      request,
      { email: uniqueBusinessEmail(), source: "services-hero" },
      address,
    );
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      ok: false,
      error: "Too many requests, please try again in a few minutes.",
    });
    // Another client is not affected.
    const other = await subscribe(request, {
      email: uniqueBusinessEmail(),
      source: "services-hero",
    });
    expect(other.status()).toBe(200);
  });

  test("GET is not allowed", async ({ request }) => {
    const response = await request.get("/api/subscribe");
    expect(response.status()).toBe(405);
  });
});

test.describe("POST /api/events", () => {
  test("stores an event only with analytics consent", async ({ request }) => {
    const anonymousId = crypto.randomUUID();
    const headers = { "x-forwarded-for": uniqueClientAddress() };
    const denied = await request.post("/api/events", {
      headers,
      data: { name: "service_cta_click", anonymousId, consent: { analytics: false } },
    });
    expect(denied.status()).toBe(403);
    const stored = await request.post("/api/events", {
      headers,
      data: {
        name: "service_cta_click",
        properties: {
          service: "web-development",
          cta_type: "discuss_project",
          location: "hero_section",
        },
        path: "/services",
        anonymousId,
        consent: { analytics: true },
      },
    });
    expect(stored.status()).toBe(204);
    expect(
      await queryDb("select name, properties, path from analytics_events where anonymous_id = $1", [
        anonymousId,
      ]),
    ).toEqual([
      {
        name: "service_cta_click",
        properties: {
          service: "web-development",
          cta_type: "discuss_project",
          location: "hero_section",
        },
        path: "/services",
      },
    ]);
    const tooBig = await request.post("/api/events", {
      headers,
      data: { name: "x", properties: { blob: "x".repeat(5000) }, consent: { analytics: true } },
    });
    expect(tooBig.status()).toBe(413);
  });
});
