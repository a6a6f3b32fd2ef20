import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isTransientDbError, withDbRetry } from "./db.server";

describe("withDbRetry", () => {
  it("retries a transient connection error and returns the later result", async () => {
    let calls = 0;
    const result = await withDbRetry(
      async () => {
        calls++;
        if (calls < 3)
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
            code: "ECONNREFUSED",
          });
        return "answer";
      },
      { baseDelayMs: 1 },
    );
    expect(result).toBe("answer");
    expect(calls).toBe(3);
  });

  it("turns a lasting outage into DatabaseUnavailableError", async () => {
    const outage = () =>
      Promise.reject(Object.assign(new Error("terminating connection"), { code: "57P01" }));
    await expect(withDbRetry(outage, { baseDelayMs: 1 })).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    );
  });

  it("does not retry a query error", async () => {
    let calls = 0;
    const broken = async () => {
      calls++;
      throw Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" });
    };
    await expect(withDbRetry(broken, { baseDelayMs: 1 })).rejects.toThrow("nope");
    expect(calls).toBe(1);
  });

  it("recognises a transient error wrapped as a cause", () => {
    const wrapped = new Error("Failed query", {
      cause: Object.assign(new Error("x"), { code: "08006" }),
    });
    expect(isTransientDbError(wrapped)).toBe(true);
    expect(isTransientDbError(new Error("syntax error"))).toBe(false);
  });
});
