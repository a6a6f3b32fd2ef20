import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { privateResponses } from "./private-responses";

function app() {
  const hono = new Hono();
  hono.use(privateResponses());
  hono.get("/signed-in", (c) => {
    c.header("Set-Cookie", "better-auth.session_token=abc; HttpOnly");
    return c.text("welcome");
  });
  hono.get("*", (c) => {
    c.header("Cache-Control", "public, no-cache");
    return c.text("page");
  });
  return hono;
}

const cacheControl = async (path: string, headers: Record<string, string> = {}) =>
  (await app().request(path, { headers })).headers.get("Cache-Control");

describe("private responses", () => {
  it("are never stored when the request carries a session", async () => {
    for (const cookie of [
      "better-auth.session_token=abc",
      "theme=dark; __Secure-better-auth.session_token=abc",
      "better-auth.session_data=xyz",
    ]) {
      expect(await cacheControl("/careers", { cookie }), cookie).toBe("private, no-store");
      expect(await cacheControl("/_root.data", { cookie }), cookie).toBe("private, no-store");
    }
  });

  it("are never stored for the staff and account areas and their .data, signed in or not", async () => {
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin/jobs",
      "/user",
      "/user.data",
      "/user/profile.data",
    ]) {
      expect(await cacheControl(path), path).toBe("private, no-store");
    }
  });

  it("are never stored when they set a cookie", async () => {
    expect(await cacheControl("/signed-in")).toBe("private, no-store");
  });

  it("leave anonymous public pages to their own caching", async () => {
    expect(await cacheControl("/careers", { cookie: "theme=dark" })).toBe("public, no-cache");
    expect(await cacheControl("/users-guide")).toBe("public, no-cache");
    expect(await cacheControl("/administration")).toBe("public, no-cache");
  });
});
