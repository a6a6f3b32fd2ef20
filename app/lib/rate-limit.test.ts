import { describe, expect, it } from "vitest";
import { hashClientAddress, rateLimitKey, rateLimits, tooManyRequests } from "./rate-limit.server";

process.env.AUTH_SECRET = "rate-limit-unit-secret-0123456789abcdef";

describe("rate-limit helpers", () => {
  it("keys buckets by a hash of the client address, never the address", () => {
    const request = new Request("http://localhost/api/leads", {
      headers: { "x-client-ip": "203.0.113.9" },
    });
    const key = rateLimitKey("lead", request);
    expect(key).toMatch(/^lead:[0-9a-f]{64}$/);
    expect(key).not.toContain("203.0.113.9");
    expect(key).toBe(`lead:${hashClientAddress("203.0.113.9")}`);
    expect(hashClientAddress("203.0.113.9", "a")).not.toBe(hashClientAddress("203.0.113.9", "b"));
    const other = new Request("http://localhost/", { headers: { "x-client-ip": "203.0.113.10" } });
    expect(rateLimitKey("lead", other)).not.toBe(key);
  });

  it("answers 429 with the message and Retry-After", async () => {
    const response = tooManyRequests(42.3);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("43");
    expect(await response.json()).toEqual({
      ok: false,
      error: "Too many requests, please try again in a few minutes.",
    });
  });

  it("gives every public endpoint a budget", () => {
    for (const rule of Object.values(rateLimits)) {
      expect(rule.limit).toBeGreaterThan(0);
      expect(rule.windowSeconds).toBeGreaterThan(0);
    }
  });
});
