import { beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "~/lib/rate-limit.server";
import { analyticsEvents } from "../../../db/schema/index.ts";
import { truncate } from "../../../tests/support/test-database.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { handleEventRequest } from "./events.server";

process.env.AUTH_SECRET = "events-test-secret-0123456789-abcdefghijk";

const database = setUpTestDatabase();

beforeEach(async () => {
  await truncate(database(), "analytics_events", "request_limits");
});

let addressCounter = 0;
function send(body: unknown, address = `2001:db8::${++addressCounter}`) {
  return handleEventRequest(
    new Request("http://localhost/api/events", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "x-client-ip": address },
    }),
  );
}

const anonymousId = "7f1c2b9e-3d4a-4c5b-8e6f-0a1b2c3d4e5f";
const granted = { analytics: true };

describe("POST /api/events", () => {
  it("stores an event sent with analytics consent and answers 204", async () => {
    const response = await send({
      name: "service_cta_click",
      properties: { service: "web-development", cta_type: "discuss_project", step: 2, first: true },
      path: "/services",
      anonymousId,
      consent: granted,
    });
    expect(response.status).toBe(204);
    const stored = await database().db.select().from(analyticsEvents);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "service_cta_click",
      properties: { service: "web-development", cta_type: "discuss_project", step: 2, first: true },
      path: "/services",
      anonymousId,
    });
  });

  it("refuses events without analytics consent", async () => {
    for (const consent of [undefined, { analytics: false }, { analytics: "true" }]) {
      const response = await send({ name: "page_view", consent });
      expect(response.status).toBe(403);
    }
    expect(await database().db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it("limits names, property count, value types and body size", async () => {
    const tooMany = Object.fromEntries(
      Array.from({ length: 51 }, (_, index) => [`p${index}`, index]),
    );
    const cases: Array<[unknown, number]> = [
      [{ name: "Bad-Name", consent: granted }, 400],
      [{ name: "x".repeat(65), consent: granted }, 400],
      [{ name: "ok", properties: tooMany, consent: granted }, 400],
      [{ name: "ok", properties: { "Bad Key": 1 }, consent: granted }, 400],
      [{ name: "ok", properties: { nested: { a: 1 } }, consent: granted }, 400],
      [{ name: "ok", properties: { long: "x".repeat(501) }, consent: granted }, 400],
      [{ name: "ok", properties: { blob: "x".repeat(4100) }, consent: granted }, 413],
      ["not json", 400],
    ];
    for (const [body, status] of cases) {
      expect((await send(body)).status, JSON.stringify(body).slice(0, 80)).toBe(status);
    }
    const fifty = Object.fromEntries(
      Array.from({ length: 50 }, (_, index) => [`p${index}`, index]),
    );
    expect((await send({ name: "ok", properties: fifty, consent: granted })).status).toBe(204);
    expect(await database().db.select().from(analyticsEvents)).toHaveLength(1);
  });

  it("is rate limited per client", async () => {
    const address = "2001:db8::ffff";
    const { limit } = rateLimits.events;
    for (let index = 0; index < limit; index++) {
      expect((await send({ name: "tick", consent: granted }, address)).status).toBe(204);
    }
    const limited = await send({ name: "tick", consent: granted }, address);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Too many requests/),
    });
    expect(await database().db.select().from(analyticsEvents)).toHaveLength(limit);
  });
});
