import { beforeEach, describe, expect, it } from "vitest";
import { clientErrorLimits } from "~/lib/client-errors";
import { rateLimits } from "~/lib/rate-limit.server";
import { clientErrors } from "../../../db/schema/index.ts";
import { truncate } from "../../../tests/support/test-database.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { handleClientErrorRequest } from "./client-errors.server";

process.env.AUTH_SECRET = "client-errors-test-secret-0123456789-abcdef";

const database = setUpTestDatabase();
beforeEach(async () => {
  await truncate(database(), "client_errors", "request_limits");
});

let addressCounter = 0;
function send(
  body: unknown,
  { address = `2001:db8::${++addressCounter}`, type = "application/json" } = {},
) {
  return handleClientErrorRequest(
    new Request("http://localhost/api/client-errors", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": type, "x-client-ip": address, "user-agent": "Mozilla/5.0 Test" },
    }),
  );
}

const report = {
  kind: "render",
  message: "Cannot read properties of undefined (reading 'title')",
  stack:
    "TypeError: Cannot read properties\n    at JobCard (http://localhost/assets/job-card.js:1:200)",
  componentStack: "\n    in JobCard\n    in BoardResults",
  path: "/careers",
};

describe("POST /api/client-errors", () => {
  it("stores a report and answers 204", async () => {
    const response = await send(report);
    expect(response.status).toBe(204);
    expect(await database().db.select().from(clientErrors)).toEqual([
      expect.objectContaining({ ...report, userAgent: "Mozilla/5.0 Test" }),
    ]);
  });

  it("keeps no query strings, fragments or email addresses, whatever the browser sent", async () => {
    const response = await send({
      ...report,
      kind: "route",
      message: "Failed for ada.lovelace@example.org on https://quillstack.dev/careers?q=ada#top",
      stack: "at load (https://quillstack.dev/user/reset-password?token=secret-token:1:2)",
      path: "/user/reset-password?token=secret-token",
    });
    expect(response.status).toBe(204);
    const [stored] = await database().db.select().from(clientErrors);
    expect(stored).toMatchObject({
      kind: "route",
      message: "Failed for [email] on https://quillstack.dev/careers",
      stack: "at load (https://quillstack.dev/user/reset-password)",
      path: "/user/reset-password",
    });
  });

  it("refuses bad bodies with a 4xx and stores nothing", async () => {
    const cases: Array<[unknown, number, string?]> = [
      ["kind=render", 415, "application/x-www-form-urlencoded"],
      ["{not json", 400],
      [{ ...report, kind: "crash" }, 400],
      [{ ...report, message: "  " }, 400],
      [{ ...report, path: "https://evil.example/" }, 400],
      [{ ...report, message: "x".repeat(clientErrorLimits.maxMessage + 1) }, 400],
      [{ ...report, stack: "x".repeat(clientErrorLimits.maxBodyBytes) }, 413],
    ];
    for (const [body, status, type] of cases) {
      const response = await send(body, { type });
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
    }
    expect(await database().db.select().from(clientErrors)).toEqual([]);
  });

  it("answers 429 once a client has sent its share", async () => {
    const address = "2001:db8::beef";
    const { limit } = rateLimits.clientErrors;
    for (let sent = 0; sent < limit; sent++) {
      expect((await send(report, { address })).status).toBe(204);
    }
    const refused = await send(report, { address });
    expect(refused.status).toBe(429);
    expect(await database().db.select().from(clientErrors)).toHaveLength(limit);
  });
});
