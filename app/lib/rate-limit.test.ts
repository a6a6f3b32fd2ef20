import { afterAll, describe, expect, it, vi } from "vitest";
import {
  hashClientAddress,
  rateLimitAddress,
  rateLimitKey,
  rateLimits,
  tooManyRequests,
} from "./rate-limit.server";

vi.stubEnv("AUTH_SECRET", "rate-limit-unit-secret-0123456789abcdef");
afterAll(() => {
  vi.unstubAllEnvs();
});

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

  it("keys an IPv6 client by its /64, an IPv4-mapped address as its IPv4", () => {
    const keyOf = (address: string) =>
      rateLimitKey(
        "lead",
        new Request("http://localhost/", { headers: { "x-client-ip": address } }),
      );
    // One subscriber's /64: every address in it shares one bucket, however it is written.
    const bucket = keyOf("2001:db8:1234:5678::1");
    expect(keyOf("2001:db8:1234:5678:ffff:ffff:ffff:fffe")).toBe(bucket);
    expect(keyOf("2001:0DB8:1234:5678:0:0:0:9")).toBe(bucket);
    expect(keyOf("2001:db8:1234:5678::1%eth0")).toBe(bucket);
    // The neighbouring /64 is another subscriber.
    expect(keyOf("2001:db8:1234:5679::1")).not.toBe(bucket);
    expect(rateLimitAddress("2001:db8:1234:5678:abcd::1")).toBe("2001:db8:1234:5678::/64");
    expect(rateLimitAddress("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(keyOf("::ffff:203.0.113.9")).toBe(keyOf("203.0.113.9"));
    expect(keyOf("203.0.113.10")).not.toBe(keyOf("203.0.113.9"));
    expect(rateLimitAddress("unknown")).toBe("unknown");
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
