import { UNSAFE_ErrorResponseImpl as ErrorResponse, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "./db.server";
import {
  isDatabaseOutage,
  recordDatabaseOutage,
  retryAfterSeconds,
  withOutageStatus,
} from "./service-unavailable.server";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
  code: "ECONNREFUSED",
});

describe("isDatabaseOutage", () => {
  it("recognises the retry wrapper's error and transient errors deep in a cause chain", () => {
    expect(isDatabaseOutage(new DatabaseUnavailableError(refused))).toBe(true);
    expect(isDatabaseOutage(refused)).toBe(true);
    const wrapped = new Error("Failed query: select 1", { cause: refused });
    expect(isDatabaseOutage(new Error("loading jobs", { cause: wrapped }))).toBe(true);
    const routerWrapped = new ErrorResponse(500, "Internal Server Error", null, false);
    (routerWrapped as unknown as { error: unknown }).error = refused;
    expect(isDatabaseOutage(routerWrapped)).toBe(true);
  });

  it("ignores query mistakes and other failures", () => {
    const missingTable = Object.assign(new Error('relation "x" does not exist'), {
      code: "42P01",
    });
    expect(isDatabaseOutage(missingTable)).toBe(false);
    expect(isDatabaseOutage(new TypeError("undefined is not a function"))).toBe(false);
    expect(isDatabaseOutage(new ErrorResponse(404, "Not Found", null))).toBe(false);
    expect(isDatabaseOutage(undefined)).toBe(false);
  });
});

describe("withOutageStatus", () => {
  const page = () =>
    new Response("<h1>Something Went Wrong</h1>", {
      status: 500,
      headers: { "Content-Type": "text/html", "X-Custom": "kept" },
    });

  it("turns an error response into 503 with Retry-After once an outage was recorded", async () => {
    const context = new RouterContextProvider();
    expect(recordDatabaseOutage(new DatabaseUnavailableError(refused), context)).toBe(true);
    const response = withOutageStatus(page(), context);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe(String(retryAfterSeconds));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Custom")).toBe("kept");
    expect(await response.text()).toBe("<h1>Something Went Wrong</h1>");
  });

  it("leaves responses alone without an outage, and successful responses always", () => {
    const quiet = new RouterContextProvider();
    expect(recordDatabaseOutage(new Error("bug"), quiet)).toBe(false);
    expect(withOutageStatus(page(), quiet).status).toBe(500);

    const outage = new RouterContextProvider();
    recordDatabaseOutage(refused, outage);
    expect(withOutageStatus(new Response("ok"), outage).status).toBe(200);
    expect(withOutageStatus(new Response(null, { status: 404 }), outage).status).toBe(404);
  });
});
