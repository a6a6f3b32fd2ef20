import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddressHeader } from "./client-address";
import { limitSearchRenders } from "./render-limits";

/** An app whose pages render until the test lets them finish. */
function heldApp() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = new Hono();
  app.use(limitSearchRenders({ perClient: 2, overall: 3 }));
  app.get("*", async (c) => {
    await released;
    return c.text("page");
  });
  const get = (path: string, client: string) =>
    app.request(path, { headers: { [clientAddressHeader]: client } });
  return { get, release };
}

describe("limitSearchRenders", () => {
  it("refuses a client's third search at once, and anyone's fourth, with 429 and Retry-After", async () => {
    const { get, release } = heldApp();
    const held = [get("/search?q=a", "1.1.1.1"), get("/careers?q=b", "1.1.1.1")];
    const third = await get("/knowledge-center?q=c", "1.1.1.1");
    expect(third.status).toBe(429);
    expect(third.headers.get("Retry-After")).toBe("2");
    held.push(get("/tags/react.data?q=d", "2.2.2.2"));
    const overall = await get("/search?q=e", "3.3.3.3");
    expect(overall.status).toBe(429);
    // Pages without a query, and other pages, are not searches.
    release();
    expect((await get("/search", "1.1.1.1")).status).toBe(200);
    expect((await get("/blog?q=x", "1.1.1.1")).status).toBe(200);
    const answers = await Promise.all(held);
    // A render counts until its page is sent: the client's searches are still running.
    expect((await get("/search?q=f", "1.1.1.1")).status).toBe(429);
    for (const response of answers) expect(await response.text()).toBe("page");
    expect((await get("/search?q=f", "1.1.1.1")).status).toBe(200);
  });
});
