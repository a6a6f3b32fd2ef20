import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { formBodiesForPages, refuseNulInAddress, sameOriginMutations } from "./request-guards";

function app() {
  const hono = new Hono();
  hono.use(
    sameOriginMutations({
      siteUrl: "https://www.example.com",
      trustedOrigins: ["https://partner.example"],
    }),
  );
  hono.use(formBodiesForPages());
  hono.all("*", async (c) =>
    c.json({
      type: c.req.header("content-type") ?? null,
      fields: Object.fromEntries(await c.req.formData().catch(() => new FormData())),
    }),
  );
  return hono;
}

const post = (path: string, init: RequestInit = {}) =>
  app().request(`http://localhost${path}`, { method: "POST", ...init });

describe("sameOriginMutations", () => {
  it("refuses a post whose Origin is another site, or the opaque null origin", async () => {
    for (const origin of ["https://evil.example", "null", "http://www.example.com"]) {
      const response = await post("/api/contact", { headers: { origin } });
      expect(response.status, origin).toBe(403);
      expect(await response.json()).toEqual({
        ok: false,
        error: "Requests from other sites are not accepted.",
      });
    }
  });

  it("lets through the request's own origin, SITE_URL's, trusted ones, no Origin, and reads", async () => {
    for (const origin of [
      "http://localhost",
      "https://www.example.com",
      "https://partner.example",
    ]) {
      expect((await post("/api/contact", { headers: { origin } })).status, origin).toBe(200);
    }
    expect((await post("/api/contact")).status).toBe(200);
    const read = await app().request("http://localhost/", {
      headers: { origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
  });
});

describe("formBodiesForPages", () => {
  it("refuses a page post that is not a form with 415 and a message", async () => {
    const response = await post("/user/login", {
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toMatch(/form-urlencoded/);
  });

  it("passes forms on, hands a body-less post on as an empty form, and leaves /api/ alone", async () => {
    const form = await post("/user/login", { body: new URLSearchParams({ email: "a@b.co" }) });
    expect(await form.json()).toMatchObject({ fields: { email: "a@b.co" } });
    const empty = await post("/user/logout");
    expect(await empty.json()).toEqual({ type: "application/x-www-form-urlencoded", fields: {} });
    const api = await post("/api/leads", {
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(api.status).toBe(200);
  });
});

describe("refuseNulInAddress", () => {
  it("answers 400 with a message for an encoded NUL anywhere in the address", async () => {
    const hono = new Hono();
    hono.use(refuseNulInAddress());
    hono.get("*", (c) => c.text("page"));
    for (const path of ["/internship?q=%00", "/tags/a%00b"]) {
      const response = await hono.request(`http://localhost${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.text()).toMatch(/not allowed/);
    }
    expect((await hono.request("http://localhost/internship?q=100%25")).status).toBe(200);
  });
});
