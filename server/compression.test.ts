import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression, negotiateEncoding } from "./compression";

const page = `<!DOCTYPE html><html><body>${"<p>Hire remote developers</p>".repeat(200)}</body></html>`;

function app() {
  const hono = new Hono();
  hono.use(compression());
  hono.get("/page", (c) => c.html(page));
  hono.get("/tiny", (c) =>
    c.body("ok", 200, { "Content-Type": "text/plain", "Content-Length": "2" }),
  );
  hono.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  hono.get("/no-transform", (c) => {
    c.header("Cache-Control", "no-transform");
    return c.html(page);
  });
  return hono;
}

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "br"],
    ["identity", undefined],
    [undefined, undefined],
  ])("%s -> %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("compression middleware", () => {
  it("sends brotli when the client accepts it", async () => {
    const response = await app().request("/page", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Length")).toBeNull();
    expect(response.headers.get("Vary")).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it("sends gzip to clients without brotli", async () => {
    const response = await app().request("/page", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
  });

  it("leaves small, binary, no-transform and unaccepted responses alone", async () => {
    const headers = { "Accept-Encoding": "br, gzip" };
    for (const path of ["/tiny", "/image", "/no-transform"]) {
      const response = await app().request(path, { headers });
      expect(response.headers.get("Content-Encoding"), path).toBeNull();
    }
    const identity = await app().request("/page", { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers.get("Content-Encoding")).toBeNull();
    expect(await identity.text()).toBe(page);
  });

  it.each(["br", "gzip"] as const)(
    "%s: delivers a streamed page's first chunk before the rest is produced",
    async (encoding) => {
      let release: () => void = () => {};
      const later = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hono = new Hono();
      hono.use(compression());
      hono.get("/stream", (c) => {
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode(`<html><body>${"shell ".repeat(300)}`));
            await later;
            controller.enqueue(new TextEncoder().encode("deferred</body></html>"));
            controller.close();
          },
        });
        return c.body(stream, 200, { "Content-Type": "text/html; charset=utf-8" });
      });
      const response = await hono.request("/stream", {
        headers: { "Accept-Encoding": encoding },
      });
      expect(response.headers.get("Content-Encoding")).toBe(encoding);

      const decompressor = encoding === "br" ? createBrotliDecompress() : createGunzip();
      let text = "";
      decompressor.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      // The shell arrives, fully decodable, while the source is still waiting.
      const deadline = Date.now() + 2000;
      let pending = reader.read();
      while (!text.includes("shell shell") && Date.now() < deadline) {
        const chunk = await Promise.race([
          pending,
          new Promise<undefined>((resolve) => setTimeout(resolve, 100)),
        ]);
        if (chunk) {
          if (chunk.value) decompressor.write(chunk.value);
          pending = reader.read();
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(text).toContain("shell shell");
      expect(text).not.toContain("deferred");

      release();
      for (let chunk = await pending; !chunk.done; chunk = await reader.read()) {
        decompressor.write(chunk.value);
      }
      await new Promise((resolve) => decompressor.end(resolve));
      expect(text.endsWith("deferred</body></html>")).toBe(true);
    },
  );
});
