import { describe, expect, it } from "vitest";
import { errorDetails } from "./error-details";

describe("errorDetails", () => {
  it("shows an error's message", () => {
    expect(errorDetails(new Error("connection refused"))).toBe("connection refused");
    expect(errorDetails("timeout")).toBe("timeout");
  });

  it("shows an error response's status and message", () => {
    const response = {
      status: 503,
      statusText: "Service Unavailable",
      internal: false,
      data: { message: "database down" },
    };
    expect(errorDetails(response)).toBe("503 Service Unavailable: database down");
  });

  it("says 'Unknown error occurred' otherwise", () => {
    expect(errorDetails(undefined)).toBe("Unknown error occurred");
    expect(errorDetails(new Error(""))).toBe("Unknown error occurred");
    expect(errorDetails({ weird: true })).toBe("Unknown error occurred");
  });
});
