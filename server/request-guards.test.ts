import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bodySizeLimit,
  formBodiesForPages,
  maxFormBodyBytes,
  refuseNulInAddress,
  sameOriginMutations,
} from "./request-guards";

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

describe("bodySizeLimit", () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const hono = new Hono();
    hono.use(bodySizeLimit());
    hono.use(formBodiesForPages());
    hono.post("*", async (c) => c.json({ fields: (await c.req.formData()).getAll("a").length }));
    server = createServer(getRequestListener(hono.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * Sends a chunked (no Content-Length) form of `totalBytes` over a real socket, one 64 KB chunk
   * after the other, and stops sending as soon as the server answers.
   */
  function postChunked(path: string, totalBytes: number) {
    return new Promise<{ status: number; body: string; sentWhenAnswered: number }>(
      (resolve, reject) => {
        const chunk = Buffer.from(`a=${"x".repeat(64 * 1024 - 3)}&`);
        let sent = 0;
        let answered = false;
        const req = httpRequest({
          host: "127.0.0.1",
          port,
          path,
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "transfer-encoding": "chunked",
          },
        });
        req.on("response", (res) => {
          answered = true;
          const sentWhenAnswered = sent;
          let body = "";
          res.on("data", (data) => {
            body += data;
          });
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered });
          });
        });
        req.on("error", (error) => {
          if (!answered) reject(error);
        });
        const sendMore = () => {
          while (!answered && sent < totalBytes) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", sendMore);
          }
          if (!answered) req.end();
        };
        sendMore();
      },
    );
  }

  it("answers a 30 MB chunked page or API post with 413 while it is still being sent", async () => {
    const thirtyMegabytes = 30 * 1024 * 1024;
    for (const path of ["/contact", "/api/contact", "/api/auth/sign-in/email"]) {
      const answer = await postChunked(path, thirtyMegabytes);
      expect(answer.status, path).toBe(413);
      expect(answer.body, path).toMatch(/larger than this form accepts/);
      expect(answer.sentWhenAnswered, path).toBeLessThan(thirtyMegabytes);
    }
  });

  it("passes an ordinary form, a long staff post, and leaves the resume uploads to their own 10 MB limit", async () => {
    expect(await postChunked("/contact", 10_000)).toMatchObject({ status: 200 });
    const staffPost = await postChunked("/admin/posts/new", 16 * maxFormBodyBytes);
    expect(staffPost).toMatchObject({ status: 200 });
    const tooLongStaffPost = await postChunked("/admin/posts/new", 30 * 1024 * 1024);
    expect(tooLongStaffPost).toMatchObject({ status: 413 });
    expect(tooLongStaffPost.body).toMatch(/\(2 MB\)/);
    const upload = await postChunked("/careers/job/engineer/apply", 4 * maxFormBodyBytes);
    expect(upload).toMatchObject({ status: 200, body: JSON.stringify({ fields: 4 }) });
  });
});
