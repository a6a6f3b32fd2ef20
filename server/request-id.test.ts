import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestId, requestIdHeader } from "./request-id.ts";

describe("requestId", () => {
  it("gives each request its own id, seen by handlers and echoed in the response", async () => {
    const app = new Hono();
    app.use(requestId());
    app.get("/", (c) => c.text(c.req.header(requestIdHeader) ?? ""));
    const first = await app.request("/", { headers: { [requestIdHeader]: "forged" } });
    const second = await app.request("/");
    const seen = await first.text();
    expect(seen).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get(requestIdHeader)).toBe(seen);
    expect(second.headers.get(requestIdHeader)).not.toBe(seen);
  });
});
