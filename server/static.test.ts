import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { listFiles, staticAssets } from "./static.ts";

const root = mkdtempSync(path.join(tmpdir(), "static-"));
mkdirSync(path.join(root, "assets"));
writeFileSync(path.join(root, "assets", "app-1a2b.js"), "console.log(1)");
writeFileSync(path.join(root, "favicon.svg"), "<svg/>");
writeFileSync(path.join(root, "with space.txt"), "spaced");
mkdirSync(path.join(root, "videos"));
const webm = Buffer.from(
  "1a45dfa3000000000000001f4286810142f7810142f2810442f381084282847765626d",
  "hex",
);
writeFileSync(path.join(root, "videos", "demo.webm"), webm);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function app() {
  const hono = new Hono();
  hono.use(staticAssets(root));
  hono.get("*", (c) => c.text(`page ${c.req.path}`));
  return hono;
}

describe("static assets", () => {
  it("lists every file under the root as a URL path", () => {
    expect([...listFiles(root)].sort()).toEqual([
      "/assets/app-1a2b.js",
      "/favicon.svg",
      "/videos/demo.webm",
      "/with space.txt",
    ]);
  });

  it("serves built files with their cache lifetimes", async () => {
    const script = await app().request("/assets/app-1a2b.js");
    expect(await script.text()).toBe("console.log(1)");
    expect(script.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const icon = await app().request("/favicon.svg");
    expect(icon.headers.get("Cache-Control")).toBe("public, max-age=3600, must-revalidate");
    expect(await (await app().request("/with%20space.txt")).text()).toBe("spaced");
  });

  it("serves videos as video/webm, in byte ranges for seeking", async () => {
    const whole = await app().request("/videos/demo.webm");
    expect(whole.headers.get("Content-Type")).toBe("video/webm");
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(webm);
    const part = await app().request("/videos/demo.webm", { headers: { Range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 0-3/${webm.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString("hex")).toBe("1a45dfa3");
  });

  it("serves no files, and passes every path on, when there is no build yet", async () => {
    const missing = path.join(root, "no-build");
    expect(listFiles(missing).size).toBe(0);
    const hono = new Hono();
    hono.use(staticAssets(missing));
    hono.get("*", (c) => c.text("page"));
    expect(await (await hono.request("/favicon.svg")).text()).toBe("page");
  });

  it("passes every other path on to the pages", async () => {
    for (const pathname of ["/", "/careers", "/assets", "/assets/missing.js", "/%E0%A4%A"]) {
      expect(await (await app().request(pathname)).text()).toBe(`page ${pathname}`);
    }
  });
});
