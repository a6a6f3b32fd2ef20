// better-auth's endpoints while the database cannot be reached or its pool stays exhausted: 503
// with Retry-After and a JSON body, as the pages answer 503, never 500; and our own form calls
// report the outage (the page answers 503) instead of a failed sign-in.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetAuth } from "~/lib/auth.server";
import {
  type Database,
  DatabaseUnavailableError,
  openDatabase,
  setDatabase,
} from "~/lib/db.server";
import { action as authAction, loader as authLoader } from "~/routes/api/auth";
import { freePort } from "../../../tests/support/postgres-server";
import { openTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import type { Route } from "../../routes/api/+types/auth";
import { signIn } from "./accounts.server";

const siteUrl = "http://localhost:3000";
let visitor = 0;

function authRequest(endpoint: string, body?: Record<string, unknown>) {
  visitor++;
  return new Request(`${siteUrl}/api/auth${endpoint}`, {
    method: body ? "POST" : "GET",
    headers: {
      "content-type": "application/json",
      origin: siteUrl,
      "x-client-ip": `198.51.100.${visitor}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

const callRoute = (request: Request) => {
  const args = { request, params: {}, context: {} } as unknown as Route.ActionArgs;
  return request.method === "GET" ? authLoader(args) : authAction(args);
};

async function expectOutageAnswer(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("30");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({
    code: "SERVICE_UNAVAILABLE",
    message: expect.stringMatching(/briefly unavailable.*try again/i),
  });
}

const signInBody = { email: "nobody@example.org", password: "whatever-it-is" };
const signUpBody = (email: string) => ({ name: "Ada Lovelace", email, password: "analytical" });

describe("auth endpoints with the database unreachable", () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "site-auth-outage-"));
    process.env.DATA_DIR = dataDir;
    process.env.AUTH_SECRET = "integration-test-secret-that-is-long-enough";
    // Nothing listens on this port: every connection is refused, as when PostgreSQL is down.
    const port = await freePort();
    database = openDatabase({ databaseUrl: `postgres://site@127.0.0.1:${port}/site`, dataDir });
    setDatabase(database);
    resetAuth();
  });
  afterAll(async () => {
    resetAuth();
    setDatabase(undefined);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers sign-in, sign-up and the session lookup with 503, Retry-After and JSON", async () => {
    await expectOutageAnswer(await callRoute(authRequest("/sign-in/email", signInBody)));
    await expectOutageAnswer(
      await callRoute(authRequest("/sign-up/email", signUpBody("down@example.org"))),
    );
    await expectOutageAnswer(await callRoute(authRequest("/get-session")));
  });

  it("makes our sign-in form report an outage (the page answers 503), not wrong credentials", async () => {
    await expect(signIn(authRequest("/sign-in/email"), signInBody)).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    );
  });
});

// The load test's case: PostgreSQL is up but every pooled connection is busy for longer than a
// request may wait for one. PGlite has no pool.
describe.skipIf(testDatabaseKind === "pglite")("auth endpoints with the pool exhausted", () => {
  let server: Awaited<ReturnType<typeof openTestDatabase>>;
  let small: Database;
  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-auth-pool-"));
    process.env.AUTH_SECRET = "integration-test-secret-that-is-long-enough";
    server = await openTestDatabase();
    // One connection, and a request gives up after 300 ms of waiting for it.
    small = openDatabase({
      databaseUrl: server.url,
      dataDir: process.env.DATA_DIR,
      poolSize: 1,
      poolWaitMs: 300,
    });
    setDatabase(small);
    resetAuth();
  });
  afterAll(async () => {
    resetAuth();
    await small.close();
    await server.cleanup();
  });

  it("answers 503 while the only connection is held, then normally once it is free", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const isHeld = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const holder = small.db.transaction(async () => {
      holding();
      await held;
    });
    await isHeld;
    try {
      await expectOutageAnswer(await callRoute(authRequest("/sign-in/email", signInBody)));
      await expectOutageAnswer(
        await callRoute(authRequest("/sign-up/email", signUpBody("busy@example.org"))),
      );
    } finally {
      release();
      await holder;
    }
    const wrongPassword = await callRoute(authRequest("/sign-in/email", signInBody));
    expect(wrongPassword.status).toBe(401);
    const signedUp = await callRoute(authRequest("/sign-up/email", signUpBody("busy@example.org")));
    expect(signedUp.status).toBe(200);
  });
});
