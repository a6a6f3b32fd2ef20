import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuth, resetAuth } from "~/lib/auth.server";
import { openTestDatabase } from "../../../tests/support/test-database";
import { getSessionUser } from "./session.server";

describe("session lookup", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-auth-"));
    process.env.AUTH_SECRET = "integration-test-secret-that-is-long-enough";
    database = await openTestDatabase();
    resetAuth();
  });
  afterAll(async () => {
    resetAuth();
    await database.cleanup();
  });

  it("answers null for an anonymous request", async () => {
    expect(await getSessionUser(new Request("http://localhost:3000/"))).toBeNull();
  });

  it("finds the user of a real session cookie and rejects a forged one", async () => {
    const response = await getAuth().api.signUpEmail({
      body: { name: "Ada Lovelace", email: "ada@example.org", password: "analytical-engine" },
      asResponse: true,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const user = await getSessionUser(
      new Request("http://localhost:3000/", { headers: { cookie } }),
    );
    expect(user).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.org",
      emailVerified: false,
    });

    const forged = "better-auth.session_token=forged.value";
    expect(
      await getSessionUser(new Request("http://localhost:3000/", { headers: { cookie: forged } })),
    ).toBeNull();
  });
});
