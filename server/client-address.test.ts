import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, clientAddressHeader } from "./client-address";

function appSeeingAddress(trustProxy: boolean) {
  const app = new Hono();
  app.use(clientAddress({ trustProxy }));
  app.get("/", (c) => c.text(c.req.header(clientAddressHeader) ?? ""));
  return app;
}

const peer = {
  incoming: { socket: { remoteAddress: "203.0.113.9", remotePort: 5000, remoteFamily: "IPv4" } },
};

describe("clientAddress", () => {
  it("uses the socket peer and ignores headers a visitor sends when no proxy is trusted", async () => {
    const response = await appSeeingAddress(false).request(
      "/",
      { headers: { "x-forwarded-for": "198.51.100.1", [clientAddressHeader]: "198.51.100.2" } },
      peer,
    );
    expect(await response.text()).toBe("203.0.113.9");
  });

  it("takes the hop the trusted proxy appended", async () => {
    const response = await appSeeingAddress(true).request(
      "/",
      { headers: { "x-forwarded-for": "198.51.100.1, 192.0.2.44" } },
      peer,
    );
    expect(await response.text()).toBe("192.0.2.44");
  });
});
