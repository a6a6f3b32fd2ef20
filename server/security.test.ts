import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security";

function app(options: { dev?: boolean; siteUrl?: string } = {}) {
  const hono = new Hono<{ Variables: { nonce: string } }>();
  hono.use(securityHeaders({ dev: options.dev ?? false, siteUrl: options.siteUrl }));
  hono.get("/", (c) => c.text(c.get("nonce")));
  return hono;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("content security policy", () => {
  it("allows scripts only from this site, trusted origins and the response's nonce", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc", dev: false, https: false }));
    const scripts = policy.get("script-src") ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).toContain("'nonce-abc'");
    expect(scripts).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get("font-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("require-trusted-types-for")).toEqual(["'script'"]);
    expect(policy.get("trusted-types")).toEqual(["default"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("lets Vite's dev server evaluate modules and open its websocket", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc", dev: true, https: false }));
    expect(policy.get("script-src")).toContain("'unsafe-eval'");
    expect(policy.get("connect-src")).toContain("ws:");
    expect(policy.has("require-trusted-types-for")).toBe(false);
  });

  it("upgrades insecure requests on HTTPS", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc", dev: false, https: true }));
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("security headers", () => {
  it("sets a fresh nonce per request and puts it in the policy", async () => {
    const first = await app().request("/");
    const second = await app().request("/");
    const nonce = await first.text();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonce).not.toBe(await second.text());
    expect(first.headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
  });

  it("keeps a response's own, stricter policy (a resume download's sandbox)", async () => {
    const hono = app();
    hono.get(
      "/download",
      () =>
        new Response("%PDF-", {
          headers: { "Content-Security-Policy": "default-src 'none'; sandbox" },
        }),
    );
    const response = await hono.request("/download");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("sets the baseline headers", async () => {
    const response = await app().request("/");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    const permissions = response.headers.get("Permissions-Policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  it("sends HSTS only over HTTPS", async () => {
    expect((await app().request("/")).headers.get("Strict-Transport-Security")).toBeNull();
    const proxied = await app().request("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(proxied.headers.get("Strict-Transport-Security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    const direct = await app().request("https://example.com/");
    expect(direct.headers.get("Strict-Transport-Security")).not.toBeNull();
    const configured = await app({ siteUrl: "https://example.com" }).request("/");
    expect(configured.headers.get("Strict-Transport-Security")).not.toBeNull();
    const plain = await app({ siteUrl: "http://localhost:3000" }).request("/", {
      headers: { "X-Forwarded-Proto": "http" },
    });
    expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
