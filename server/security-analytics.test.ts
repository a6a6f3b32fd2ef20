import { describe, expect, it } from "vitest";
import { analyticsConnectOrigins, contentSecurityPolicy } from "./security";

const connectSrc = (policy: string) =>
  policy.split("; ").find((directive) => directive.startsWith("connect-src")) ?? "";

describe("CSP for Google Analytics", () => {
  it("keeps connect-src to this site unless analytics is configured", () => {
    expect(connectSrc(contentSecurityPolicy({ nonce: "n", dev: false, https: false }))).toBe(
      "connect-src 'self'",
    );
  });

  it("lets gtag.js send its hits when a measurement id is configured", () => {
    const policy = contentSecurityPolicy({ nonce: "n", dev: false, https: false, analytics: true });
    for (const origin of analyticsConnectOrigins) expect(connectSrc(policy)).toContain(origin);
    expect(policy).toContain("https://www.googletagmanager.com");
  });
});
