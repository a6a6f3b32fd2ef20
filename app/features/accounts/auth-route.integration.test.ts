// better-auth's endpoints as the browser reaches them (/api/auth/*): no way to learn who has an
// account, no session before the address is confirmed, no session token in any answer, no
// oversized name, and no return address off the site.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { action, loader } from "~/routes/api/auth";
import { emailOutbox, user } from "../../../db/schema";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import type { Route } from "../../routes/api/+types/auth";

const site = "http://localhost:3000";
let visitor = 0;

function post(path: string, body: Record<string, unknown>, cookie?: string) {
  visitor++;
  const headers = new Headers({
    "content-type": "application/json",
    origin: site,
    "x-client-ip": `198.51.100.${visitor}`,
    "x-request-id": `request-${visitor}`,
  });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request(`${site}/api/auth${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return action({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
}

function get(pathAndQuery: string, cookie?: string) {
  const headers = new Headers(cookie ? { cookie } : {});
  const request = new Request(`${site}/api/auth${pathAndQuery}`, { headers });
  return loader({ request, params: {}, context: {} } as unknown as Route.LoaderArgs);
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

/** The answer with its generated parts (ids, times) blanked, to compare two answers' shapes. */
async function shapeOf(response: Response) {
  const body = (await response.json()) as { user?: Record<string, unknown> };
  return {
    status: response.status,
    cookies: response.headers.getSetCookie().length,
    keys: Object.keys(body).sort(),
    userKeys: Object.keys(body.user ?? {}).sort(),
  };
}

describe("/api/auth from the browser", () => {
  const database = useAuthTestDatabase("site-auth-route-");
  const password = "analytical-engine-1843";

  it("answers a taken address exactly as a new one, without a session, and tells the owner", async () => {
    const first = await post("/sign-up/email", {
      name: "Ada Lovelace",
      email: "ada.taken@example.org",
      password,
    });
    const again = await post("/sign-up/email", {
      name: "Someone Else",
      email: "ada.taken@example.org",
      password,
    });
    const fresh = await post("/sign-up/email", {
      name: "Mary Somerville",
      email: "mary.new@example.org",
      password,
    });
    const [firstShape, againShape, freshShape] = await Promise.all(
      [first, again, fresh].map(shapeOf),
    );
    expect(againShape).toEqual(freshShape);
    expect(firstShape).toEqual(freshShape);
    expect(freshShape).toMatchObject({ status: 200, cookies: 0 });
    const { db } = database();
    await expect
      .poll(async () =>
        db
          .select({ template: emailOutbox.template })
          .from(emailOutbox)
          .where(eq(emailOutbox.toAddress, "ada.taken@example.org")),
      )
      .toEqual(expect.arrayContaining([{ template: "account-exists" }]));
  });

  it("refuses a name no form would send, and stores nothing", async () => {
    const response = await post("/sign-up/email", {
      name: "A".repeat(1_000_000),
      email: "long.name@example.org",
      password,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "NAME_TOO_LONG" });
    const rows = await database()
      .db.select({ id: user.id })
      .from(user)
      .where(eq(user.email, "long.name@example.org"));
    expect(rows).toHaveLength(0);
  });

  it("logs sign-in success and failure with the request id, the account id and no address", async () => {
    const email = "edsger.logs@example.org";
    const signUp = await post("/sign-up/email", { name: "Edsger Dijkstra", email, password });
    const { user: created } = (await signUp.json()) as { user: { id: string } };
    await database().db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const lines = vi.spyOn(console, "log");
    try {
      await post("/sign-in/email", { email, password: "not-the-password-at-all" });
      const failedId = `request-${visitor}`;
      await post("/sign-in/email", { email, password });
      const logged = lines.mock.calls.map(([line]) => String(line));
      const event = (name: string) =>
        logged.map((line) => JSON.parse(line)).find((entry) => entry.event === name);
      expect(event("sign-in.failed")).toMatchObject({ requestId: failedId });
      expect(event("sign-in.succeeded")).toMatchObject({
        requestId: `request-${visitor}`,
        userId: created.id,
        emailHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
      expect(logged.join("\n")).not.toContain(email);
    } finally {
      lines.mockRestore();
    }
  });

  it("answers 404 for every endpoint the site's pages and emails do not use", async () => {
    for (const path of ["/list-sessions", "/ok", "/list-accounts"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    for (const path of ["/update-user", "/delete-user", "/revoke-sessions", "/change-email"]) {
      expect((await post(path, { name: "Anyone" })).status, path).toBe(404);
    }
  });

  it("never returns a session token, from sign-in or get-session", async () => {
    const email = "grace.tokens@example.org";
    await post("/sign-up/email", { name: "Grace Hopper", email, password });
    await database().db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const signIn = await post("/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    const answers = [
      JSON.stringify(await signIn.json()),
      JSON.stringify(await (await get("/get-session", cookie)).json()),
    ];
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(answers[1]).toContain(email);
    for (const answer of answers) {
      expect(answer).not.toContain('"token"');
      expect(answer).not.toContain(token);
    }
  });

  it("sends an altered emailed link's return address to the site's own page", async () => {
    for (const callbackURL of [
      "/.//evil.example",
      "https://evil.example/",
      "/user/verify-email\t",
    ]) {
      const response = await get(
        `/verify-email?${new URLSearchParams({ token: "not-a-token", callbackURL })}`,
      );
      const location = response.headers.get("location") ?? "";
      expect(response.status, callbackURL).toBe(302);
      expect(location, callbackURL).toMatch(/^\/user\/verify-email\?error=/);
    }
  });

  it("refuses a foreign return address in a request's body", async () => {
    const response = await post("/request-password-reset", {
      email: "anyone@example.org",
      redirectTo: "//evil.example/reset",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_CALLBACK_URL" });
  });
});
