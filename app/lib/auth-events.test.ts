import { afterEach, describe, expect, it, vi } from "vitest";
import { emailHash, logAuthEvent } from "./auth-events.server.ts";

afterEach(() => vi.restoreAllMocks());

describe("logAuthEvent", () => {
  it("logs the request id, account id and a hash of the address, never the address", () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    const request = new Request("http://localhost/", { headers: { "x-request-id": "req-1" } });
    logAuthEvent(request, "sign-in.failed", { userId: "u1", email: "Ada@Example.com" });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}");
    expect(entry).toMatchObject({
      message: "auth event",
      event: "sign-in.failed",
      requestId: "req-1",
      userId: "u1",
      emailHash: emailHash("ada@example.com"),
    });
    expect(lines[0]).not.toContain("Example.com");
    expect(lines[0]).not.toContain("ada@");
  });
});
