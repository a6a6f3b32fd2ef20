import { describe, expect, it } from "vitest";
import { escapeLikePattern, isUniqueViolation } from "./sql";

describe("escapeLikePattern", () => {
  it("makes %, _ and \\ literal and leaves other text alone", () => {
    expect(escapeLikePattern("100%_done\\now")).toBe("100\\%\\_done\\\\now");
    expect(escapeLikePattern("C++ & Go")).toBe("C++ & Go");
  });
});

describe("isUniqueViolation", () => {
  it("finds SQLSTATE 23505 on the error or a cause it wraps", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    const wrapped = new Error("Failed query", { cause: { code: "23505" } });
    expect(isUniqueViolation(new Error("outer", { cause: wrapped }))).toBe(true);
  });

  it("is false for other errors and for non-errors", () => {
    expect(isUniqueViolation({ code: "23503" })).toBe(false);
    expect(isUniqueViolation(new Error("plain"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});
