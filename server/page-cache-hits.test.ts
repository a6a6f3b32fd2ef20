import { mkdtempSync, rmSync } from "node:fs";
import {
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import fc from "fast-check";
import { isbot } from "isbot";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createHonoApp } from "./app";
import { PageCache } from "./page-cache";
import { pageCacheHits, requestAddress } from "./page-cache-hits";
import { isCrawler, rememberedCrawlerAgents } from "./page-cache-middleware";
import type { SecurityOptions } from "./security";
import { onePageBuild } from "./test-build";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

describe("request address", () => {
  const host = "localhost:3000";
  const viaURL = (target: string) => {
    const url = new URL(`http://${host}${target}`);
    return url.pathname + url.search;
  };

  it("is the pathname and search new URL() gives, for any target it accepts", () => {
    const characters = fc.constantFrom(
      ..."aZ09-._~!$&'()*+,;=:@/?%#[]{}|^`\"<> \\".split(""),
      "%2e",
      "%2E",
      "%41",
      "..",
      "./",
      "é",
    );
    fc.assert(
      fc.property(fc.array(characters, { maxLength: 24 }), (parts) => {
        const target = `/${parts.join("")}`;
        const address = requestAddress(host, target);
        if (address !== undefined) expect(address).toBe(viaURL(target));
      }),
      { numRuns: 3000 },
    );
  });

  it("normalises what new URL() normalises", () => {
    expect(requestAddress(host, "/careers")).toBe("/careers");
    expect(requestAddress(host, "/search?q=kubernetes&page=2")).toBe("/search?q=kubernetes&page=2");
    expect(requestAddress(host, "/a/../careers")).toBe("/careers");
    expect(requestAddress(host, "/%2e%2e/careers")).toBe("/careers");
    expect(requestAddress(host, "/careers?")).toBe("/careers");
    expect(requestAddress(host, "/search?q='x'")).toBe("/search?q=%27x%27");
    expect(requestAddress(host, "//evil.example/x")).toBe("//evil.example/x");
  });

  it("leaves to the app what its adapter may refuse or read apart", () => {
    expect(requestAddress(undefined, "/careers")).toBeUndefined();
    expect(requestAddress("LOCALHOST:3000", "/careers")).toBeUndefined();
    expect(requestAddress("localhost:80", "/careers")).toBeUndefined();
    expect(requestAddress("evil.example/x", "/careers")).toBeUndefined();
    expect(requestAddress(host, "http://localhost:3000/careers")).toBeUndefined();
    expect(requestAddress(host, "*")).toBeUndefined();
    expect(requestAddress(host, "/a\\b")).toBeUndefined();
  });
});

describe("crawler test per user agent", () => {
  it("answers as isbot() does and remembers a bounded number of agents", () => {
    for (const agent of [chrome, "Googlebot/2.1 (+http://www.google.com/bot.html)", "", "curl/8"]) {
      expect(isCrawler(agent), agent).toBe(isbot(agent));
      expect(isCrawler(agent), `${agent}, remembered`).toBe(isbot(agent));
    }
    for (let index = 0; index < 2500; index++) isCrawler(`${chrome} build/${index}`);
    expect(rememberedCrawlerAgents()).toBeLessThanOrEqual(1000);
    expect(rememberedCrawlerAgents()).toBeGreaterThan(900);
    const huge = `${chrome} ${"x".repeat(4000)}`;
    const before = rememberedCrawlerAgents();
    isCrawler(`${huge}a`);
    isCrawler(`${huge}b`);
    expect(rememberedCrawlerAgents()).toBe(before);
  });
});

interface Answer {
  status: number;
  /** Header lines as sent, name and value, without Date. */
  headers: Array<[string, string]>;
  body: Buffer;
}

function send(
  port: number,
  target: string,
  { method = "GET", headers = [] }: { method?: string; headers?: Array<[string, string]> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({
      host: "127.0.0.1",
      port,
      method,
      path: target,
      // A flat list sends repeated names as they are.
      headers: [["Host", `localhost:${port}`], ...headers].flat(),
      setHost: false,
    });
    outgoing.on("response", (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const lines: Array<[string, string]> = [];
        for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
          const name = incoming.rawHeaders[index] as string;
          if (name.toLowerCase() !== "date")
            lines.push([name, incoming.rawHeaders[index + 1] as string]);
        }
        resolve({ status: incoming.statusCode ?? 0, headers: lines, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const header = (answer: Answer, name: string) =>
  answer.headers.find(([line]) => line.toLowerCase() === name)?.[1];

function listen(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  return new Promise<Server>((resolve) => {
    const server = createServer(handler);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

const Page = () =>
  createElement("main", null, createElement("h1", null, "Remote engineers"), "Hire ".repeat(400));

/**
 * The app's real server (createHonoApp with a one-page React Router build and a page cache) behind
 * two Node servers: one hands every request to the app, the other answers hits first with
 * pageCacheHits. Both share the cache, so each hit can be asked of both and compared.
 */
describe("page-cache hits written straight to Node's response", () => {
  const security: SecurityOptions = {
    dev: false,
    siteUrl: "http://localhost:3000",
    analytics: false,
  };
  const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 });
  const options = {
    cache,
    refreshStableUntil: () => cache.setStableUntil(cache.generation, null),
  };
  let appServer: Server;
  let hitServer: Server;
  let dataDir: string;
  /** Requests the hit server handed to the app. */
  const handedOn: string[] = [];
  /** Runs on the hit server right after pageCacheHits took a request, before its lookup. */
  let afterArrival = () => {};
  let miss: Answer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "page-cache-hits-"));
    vi.stubEnv("DATA_DIR", dataDir);
    cache.setListening(true);
    const app = createHonoApp({
      dev: false,
      build: onePageBuild({ path: "engineers", Page }),
      pageCache: options,
      security,
    });
    const listener = getRequestListener(app.fetch);
    const hits = pageCacheHits({ ...options, security });
    appServer = await listen(listener);
    hitServer = await listen((incoming, outgoing) => {
      hits(incoming, outgoing, () => {
        handedOn.push(`${incoming.method} ${incoming.url}`);
        listener(incoming, outgoing);
      });
      afterArrival();
    });
    miss = await send(portOf(appServer), "/engineers", { headers: [["User-Agent", chrome]] });
    await vi.waitFor(() => expect(cache.size).toBe(1));
  }, 60_000);

  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => appServer?.close(resolve));
    await new Promise((resolve) => hitServer?.close(resolve));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Headers with each response's own request id replaced by its form. */
  const withIdsBlanked = (headers: Answer["headers"]) =>
    headers.map(([name, value]) =>
      name.toLowerCase() === "x-request-id"
        ? [name, value.replace(/[0-9a-f]/g, "x")]
        : [name, value],
    );

  /** Asks both servers; expects the same answer, a hit, and says whether the app was skipped. */
  async function compare(
    target: string,
    init: { method?: string; headers?: Array<[string, string]> } = {},
  ) {
    const handed = handedOn.length;
    const fromApp = await send(portOf(appServer), target, init);
    const fromHits = await send(portOf(hitServer), target, init);
    const label = `${init.method ?? "GET"} ${target} ${JSON.stringify(init.headers ?? [])}`;
    expect(header(fromApp, "x-page-cache"), label).toBe("hit");
    expect(fromHits.status, label).toBe(fromApp.status);
    expect(withIdsBlanked(fromHits.headers), label).toEqual(withIdsBlanked(fromApp.headers));
    expect(header(fromHits, "x-request-id"), label).not.toBe(header(fromApp, "x-request-id"));
    expect(fromHits.body.equals(fromApp.body), `${label}: same body`).toBe(true);
    return { answer: fromHits, skippedApp: handedOn.length === handed };
  }

  it("answers every encoding, HEAD, 304 and HTTPS exactly as the app does, without it", async () => {
    const identity = await compare("/engineers");
    expect(identity.skippedApp).toBe(true);
    expect(identity.answer.status).toBe(200);
    const etag = header(identity.answer, "etag") as string;
    const variants: Array<{ method?: string; headers?: Array<[string, string]> }> = [
      { headers: [["User-Agent", chrome]] },
      { headers: [["Accept-Encoding", "gzip, deflate, br, zstd"]] },
      { headers: [["Accept-Encoding", "gzip"]] },
      { headers: [["Accept-Encoding", "br;q=0, gzip;q=0.5"]] },
      { headers: [["Accept-Encoding", "*"]] },
      { method: "HEAD", headers: [["Accept-Encoding", "br"]] },
      { method: "HEAD" },
      { headers: [["If-None-Match", etag]] },
      {
        headers: [
          ["If-None-Match", `W/${etag.replace(/"$/, '-br"')}`],
          ["Accept-Encoding", "br"],
        ],
      },
      { method: "HEAD", headers: [["If-None-Match", `"other", ${etag}`]] },
      {
        headers: [
          ["If-None-Match", '"other"'],
          ["Accept-Encoding", "gzip"],
        ],
      },
      { headers: [["If-Modified-Since", "Sun, 22 Nov 2026 08:00:00 GMT"]] },
      {
        headers: [
          ["X-Forwarded-Proto", "https"],
          ["Accept-Encoding", "br"],
        ],
      },
      {
        headers: [
          ["X-Forwarded-Proto", "https"],
          ["If-None-Match", etag],
        ],
      },
      { headers: [["Cookie", "_ga=GA1.1.1; consent=analytics"]] },
      {
        headers: [
          ["X-Forwarded-For", "203.0.113.9"],
          ["Connection", "close"],
        ],
      },
    ];
    for (const init of variants) {
      const { answer, skippedApp } = await compare("/engineers", init);
      expect(skippedApp, JSON.stringify(init)).toBe(true);
      expect([200, 304]).toContain(answer.status);
    }
    const notModified = await compare("/engineers", { headers: [["If-None-Match", etag]] });
    expect(notModified.answer.status).toBe(304);
    expect(notModified.answer.body.byteLength).toBe(0);
    const https = await compare("/engineers", { headers: [["X-Forwarded-Proto", "https"]] });
    expect(header(https.answer, "strict-transport-security")).toBeDefined();
  });

  it("reads addresses as the app does, and leaves unusual requests to it", async () => {
    for (const target of ["/engineers?", "/x/../engineers", "/%2e/engineers"]) {
      const { skippedApp } = await compare(target);
      expect(skippedApp, target).toBe(true);
    }
    // A repeated User-Agent, If-Modified-Since or Cookie is read by the app (a Fetch request joins
    // what Node keeps one of); other repeats are read alike.
    for (const name of ["User-Agent", "If-Modified-Since", "Cookie"]) {
      const value =
        name === "User-Agent"
          ? chrome
          : name === "Cookie"
            ? "a=1"
            : "Sun, 22 Nov 2026 08:00:00 GMT";
      const repeated = await compare("/engineers", {
        headers: [
          [name, value],
          [name, value],
        ],
      });
      expect(repeated.skippedApp, name).toBe(false);
    }
    for (const headers of [
      [
        ["X-Forwarded-For", "203.0.113.9"],
        ["X-Forwarded-For", "198.51.100.7"],
      ],
      [
        ["Accept-Encoding", "gzip"],
        ["Accept-Encoding", "br"],
      ],
      [
        ["X-Forwarded-Proto", "https"],
        ["X-Forwarded-Proto", "http"],
      ],
      [
        ["If-None-Match", '"other"'],
        ["If-None-Match", header(await send(portOf(appServer), "/engineers"), "etag") as string],
      ],
    ] as Array<Array<[string, string]>>) {
      const repeated = await compare("/engineers", { headers });
      expect(repeated.skippedApp, JSON.stringify(headers)).toBe(true);
    }
    const unusualHost = await send(portOf(hitServer), "/engineers", {
      headers: [["Host", "LOCALHOST"]],
    });
    expect(handedOn.at(-1)).toBe("GET /engineers");
    expect(unusualHost.status).toBe(200);
  });

  it("never answers a personal request or a crawler's from another visitor's copy", async () => {
    for (const headers of [
      [["Cookie", "better-auth.session_token=abc"]],
      [["Authorization", "Bearer abc"]],
      [["User-Agent", "Googlebot/2.1 (+http://www.google.com/bot.html)"]],
      [["Cookie", "theme=dark"]],
    ] as Array<Array<[string, string]>>) {
      const answer = await send(portOf(hitServer), "/engineers", { headers });
      expect(header(answer, "x-page-cache"), JSON.stringify(headers)).not.toBe("hit");
      expect(handedOn.at(-1)).toBe("GET /engineers");
    }
  });

  it("a hit carries the miss's headers, with the page's script hashes for its nonce", async () => {
    const hit = await compare("/engineers", { headers: [["User-Agent", chrome]] });
    // Framing and validators differ; a hit also names the cache's default Cache-Control and the
    // cookies its key reads in Vary (a miss is not stored by anyone else: no validator, no age).
    const apart = ["content-length", "transfer-encoding", "etag", "cache-control", "vary"];
    const names = (answer: Answer) =>
      answer.headers
        .map(([name]) => name.toLowerCase())
        .filter((name) => !apart.includes(name))
        .sort();
    expect(names(hit.answer)).toEqual(names(miss));
    expect(header(hit.answer, "cache-control")).toBe("public, no-cache");
    expect(header(hit.answer, "vary")).toBe("Accept-Encoding, Cookie");
    expect(header(miss, "vary")).toBe("Accept-Encoding");
    const values = (answer: Answer) =>
      answer.headers.filter(
        ([name]) =>
          ![...apart, "x-page-cache", "content-security-policy", "x-request-id"].includes(
            name.toLowerCase(),
          ),
      );
    expect(values(hit.answer)).toEqual(values(miss));
    expect(header(miss, "x-page-cache")).toBe("miss");
    // The policy is the same but for the nonce, which becomes the inline scripts' hashes.
    const scriptSources = (answer: Answer) =>
      /script-src ([^;]*)/.exec(header(answer, "content-security-policy") ?? "")?.[1]?.split(" ") ??
      [];
    const hashes = scriptSources(hit.answer).filter((source) => source.startsWith("'sha256-"));
    expect(hashes.length).toBeGreaterThan(0);
    expect(scriptSources(hit.answer).filter((source) => !source.startsWith("'sha256-"))).toEqual(
      scriptSources(miss).filter((source) => !source.startsWith("'nonce-")),
    );
    const otherDirectives = (answer: Answer) =>
      header(answer, "content-security-policy")?.replace(/script-src [^;]*/, "");
    expect(otherDirectives(hit.answer)).toBe(otherDirectives(miss));
  });

  it("reads a change notification that arrived together with the request first", async () => {
    afterArrival = () => cache.invalidate();
    try {
      const answer = await send(portOf(hitServer), "/engineers");
      expect(header(answer, "x-page-cache")).not.toBe("hit");
      expect(handedOn.at(-1)).toBe("GET /engineers");
    } finally {
      afterArrival = () => {};
    }
  });
});
