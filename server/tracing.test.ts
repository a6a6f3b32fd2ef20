// Stopping the site with tracing on: the last batch's fate must not decide how the process exits.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { startTracing } from "./tracing";

describe("startTracing's stop", () => {
  it("resolves when the collector refuses the last batch", async () => {
    let refused = 0;
    const collector = createServer((_request, response) => {
      refused += 1;
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    try {
      const tracing = startTracing(`http://127.0.0.1:${(collector.address() as AddressInfo).port}`);
      const request = tracing.traceRequest("GET");
      request.end({ method: "GET", route: "/", status: 200, requestId: "a-request" });
      await expect(tracing.stop()).resolves.toBeUndefined();
      expect(refused).toBe(1);
    } finally {
      await new Promise((resolve) => collector.close(resolve));
    }
  });
});
