import { describe, expect, it } from "vitest";
import { analyticsConnectOrigins, contentSecurityPolicy } from "./security";

const connectSrc = (policy: string) =>
  policy.split("; ").find((directive) => directive.startsWith("connect-src")) ?? "";

const scriptSrc = (policy: string) =>
  policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";

describe("CSP for Google Analytics", () => {
  it("keeps connect-src and script-src to this site unless analytics is configured", () => {
    const policy = contentSecurityPolicy({ nonce: "n", dev: false, https: false });
    expect(connectSrc(policy)).toBe("connect-src 'self'");
    expect(scriptSrc(policy)).toBe("script-src 'self' 'nonce-n'");
    expect(policy).not.toMatch(/google|gstatic/);
  });

  it("lets gtag.js send its hits when a measurement id is configured", () => {
    const policy = contentSecurityPolicy({ nonce: "n", dev: false, https: false, analytics: true });
    for (const origin of analyticsConnectOrigins) expect(connectSrc(policy)).toContain(origin);
    expect(scriptSrc(policy)).toBe(
      "script-src 'self' 'nonce-n' https://www.googletagmanager.com https://www.google-analytics.com",
    );
  });
});
