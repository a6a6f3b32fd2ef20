import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compression } from "./compression";
import { PageCache } from "./page-cache";
import {
  accountSlotContent,
  pageCache,
  pageCacheKey,
  replaceParts,
  visitorSlotElements,
} from "./page-cache-middleware";
import { privateResponses } from "./private-responses";
import { type SecurityVariables, securityHeaders } from "./security";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const trustedTypesScript = 'trustedTypes.createPolicy("default", {});';
const contextScript = 'window.__ctx = {"page":"cached"};';
const moduleScript = 'import("/assets/entry.js");';

/** A page like the app's: nonce'd inline scripts, a module script, JSON-LD and a file script. */
function html(nonce: string, body: string) {
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">${trustedTypesScript}</script><script type="application/ld+json">{"@type":"Organization"}</script><script src="/assets/app.js" nonce="${nonce}"></script></head><body>${body}${"<p>Hire remote developers.</p>".repeat(100)}<script nonce="${nonce}">${contextScript}</script><script type="module" nonce="${nonce}">${moduleScript}</script></body></html>`;
}

async function browserHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${Buffer.from(digest).toString("base64")}'`;
}

function scriptSources(policy: string | null): string[] {
  const directive = (policy ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return directive?.slice(1) ?? [];
}

/** Two jobs' Save links as the shared board shows them to everyone (visitor slots). */
const saveLinks = ["j1", "j2"]
  .map((id) => `<a data-visitor-slot="save-job ${id}" href="/user/login"><svg></svg></a>`)
  .join("<p>Café</p>");

/**
 * The middleware order of server/app.ts (security headers, compression, then the page cache)
 * with small handlers; `renders` counts what reached them. The cache knows nothing is scheduled.
 */
function setup({ stable = true }: { stable?: boolean } = {}) {
  const cache = new PageCache({ maxBytes: 4 * 1024 * 1024, maxAgeMs: 60_000 });
  cache.setListening(true);
  const lookups = { count: 0, answer: stable };
  const renders: string[] = [];
  const hono = new Hono<{ Variables: SecurityVariables }>();
  hono.use(securityHeaders({ dev: false, analytics: false }));
  hono.use(compression());
  hono.use(privateResponses());
  hono.use(
    pageCache({
      cache,
      refreshStableUntil() {
        lookups.count += 1;
        if (lookups.answer) cache.setStableUntil(cache.generation, null);
      },
      // Ada's session is valid; any other session cookie is not. She saved the jobs "j1", not "j2".
      signedInParts: async (request, slots) =>
        request.headers.get("cookie")?.includes("better-auth.session_token=ada")
          ? {
              accountEntry:
                '<div data-account-menu=""><button>Account menu for Ada &lt;3</button></div>',
              slots: slots.map((slot) =>
                slot.jobId === "j1"
                  ? `<form><button>Saved ${slot.kind}</button></form>`
                  : undefined,
              ),
            }
          : null,
    }),
  );
  hono.use(async (c, next) => {
    renders.push(`${c.req.method} ${c.req.path}`);
    await next();
  });
  const page = (c: { get(name: "nonce"): string; req: { raw: Request } }) => {
    const cookie = c.req.raw.headers.get("cookie") ?? "";
    const theme = /theme=(\w+)/.exec(cookie)?.[1] ?? "light";
    const agent = c.req.raw.headers.get("user-agent") ?? "";
    const reader = agent.includes("Googlebot") ? "crawler" : "browser";
    const url = new URL(c.req.raw.url);
    return html(
      c.get("nonce"),
      `<h1 data-theme="${theme}">${reader} ${url.pathname}${url.search}</h1>`,
    );
  };
  hono.get("/page", (c) => c.html(page(c)));
  // A shared page (ADR 091, 097): the same for everyone but the account slot and visitor slots.
  hono.get("/shared", (c) =>
    c.html(
      page(c).replace(
        "<body>",
        `<body><header><div data-account-slot="shared" class="contents"><a href="/user/login"><span>Log in</span></a></div></header>${saveLinks}`,
      ),
    ),
  );
  hono.post("/page", (c) => c.html(page(c)));
  hono.get("/feed.xml", (c) =>
    c.body(`<?xml version="1.0"?><rss>${"<item>post</item>".repeat(100)}</rss>`, 200, {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      ETag: '"feed-v1"',
      "Last-Modified": "Sun, 22 Nov 2026 08:00:00 GMT",
    }),
  );
  for (const path of [
    "/admin",
    "/admin/jobs",
    "/user/account",
    "/api/jobs",
    "/invite/abc",
    "/applications",
  ]) {
    hono.get(path, (c) => c.html(page(c)));
  }
  hono.get("/set-cookie", (c) => {
    c.header("Set-Cookie", "seen=1; Path=/");
    return c.html(page(c));
  });
  hono.get("/private", (c) => {
    c.header("Cache-Control", "private, max-age=60");
    return c.html(page(c));
  });
  hono.get("/no-store", (c) => {
    c.header("Cache-Control", "no-store");
    return c.html(page(c));
  });
  hono.get("/missing", (c) => c.html(page(c), 404));
  hono.get("/failed", (c) => c.html(page(c), 500));
  hono.get("/moved", (c) => c.redirect("/page", 301));
  hono.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  hono.get("/failed-boundary", (c) =>
    c.html(
      html(
        c.get("nonce"),
        `<!--$?--><template id="B:0"></template><i>loading</i><!--/$--><script>$RX("B:0",null,"Switched to client rendering")</script>`,
      ),
    ),
  );
  // React Router's stream of a deferred promise that was rejected, in a document and in `.data`.
  hono.get("/rejected-deferred", (c) =>
    c.html(
      html(
        c.get("nonce"),
        `<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"related\\",[\\"SanitizedError\\",\\"Error\\",\\"Unexpected Server Error\\"]]");</script>`,
      ),
    ),
  );
  hono.get("/careers.data", (c) =>
    c.body(
      `[{"_1":2},"routes/careers",{"_3":4},"data",["SanitizedError","Error","Unexpected Server Error"]]${" ".repeat(2000)}`,
      200,
      { "Content-Type": "text/x-script" },
    ),
  );
  hono.get("/jobs.data", (c) =>
    c.body(`[{"_1":2},"routes/careers",{"_3":4},"data",{"jobs":[]}]${" ".repeat(2000)}`, 200, {
      "Content-Type": "text/x-script",
    }),
  );
  hono.get("/errored-boundary", (c) =>
    c.html(
      html(
        c.get("nonce"),
        `<!--$!--><template data-msg="failed"></template><i>loading</i><!--/$-->`,
      ),
    ),
  );
  return { hono, cache, renders, lookups };
}

type Setup = ReturnType<typeof setup>;

function get(
  { hono }: Setup,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Response> {
  return Promise.resolve(
    hono.request(path, { method, headers: { "User-Agent": chrome, ...headers } }),
  );
}

/** Requests `path` once (a miss) and waits until the copy is stored. */
async function warm(setup: Setup, path: string, headers: Record<string, string> = {}) {
  const before = setup.cache.size;
  const response = await get(setup, path, headers);
  expect(response.headers.get("X-Page-Cache"), `${path} is stored`).toBe("miss");
  const text = await response.text();
  await vi.waitFor(() => expect(setup.cache.size).toBe(before + 1));
  return { response, text };
}

/** Time for a copy being stored to get there (compression of a few KB), when none should. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Requests `path` twice: neither is served from the cache, and nothing is stored. */
async function expectNotCached(setup: Setup, path: string, headers: Record<string, string> = {}) {
  const rendered = setup.renders.length;
  const first = await get(setup, path, headers);
  await first.arrayBuffer();
  await settle();
  const second = await get(setup, path, headers);
  await second.arrayBuffer();
  expect(second.headers.get("X-Page-Cache"), path).not.toBe("hit");
  expect(setup.renders.length - rendered, `${path} rendered each time`).toBe(2);
  expect(setup.cache.size, `${path} not stored`).toBe(0);
  return first;
}

/** A streamed HTML page: `first` at once, `rest` once `release()` is called. */
function heldPage(first: string, rest: string) {
  let release: () => void = () => {};
  const later = new Promise<void>((resolve) => {
    release = resolve;
  });
  const encoder = new TextEncoder();
  const respond = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(first));
          await later;
          controller.enqueue(encoder.encode(rest));
          controller.close();
        },
      }),
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    );
  return { respond, release: () => release() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("page cache middleware", () => {
  it("stores an anonymous page and serves it with an ETag in each encoding", async () => {
    const s = setup();
    const { text: original } = await warm(s, "/page");
    expect(original).toContain("browser /page");
    expect(s.renders).toEqual(["GET /page"]);

    const identity = await get(s, "/page", { "Accept-Encoding": "identity" });
    expect(identity.status).toBe(200);
    expect(identity.headers.get("X-Page-Cache")).toBe("hit");
    expect(identity.headers.get("Content-Encoding")).toBeNull();
    expect(identity.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    const etag = identity.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const identityBytes = Buffer.from(await identity.arrayBuffer());
    expect(identityBytes.toString()).toBe(original);
    expect(identity.headers.get("Content-Length")).toBe(String(identityBytes.length));

    const br = await get(s, "/page", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("X-Page-Cache")).toBe("hit");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("ETag")).toBe(`${etag.slice(0, -1)}-br"`);
    expect(br.headers.get("Vary")).toMatch(/Accept-Encoding/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("Content-Length")).toBe(String(brBytes.length));
    expect(brBytes.length).toBeLessThan(identityBytes.length / 5);
    expect(brotliDecompressSync(brBytes).toString()).toBe(original);

    const gzip = await get(s, "/page", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gzip.headers.get("ETag")).toBe(`${etag.slice(0, -1)}-gzip"`);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(original);

    expect(identity.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(s.renders).toEqual(["GET /page"]);
  });

  it("stores feeds too, with their own Cache-Control", async () => {
    const s = setup();
    const { text } = await warm(s, "/feed.xml");
    const hit = await get(s, "/feed.xml", { "Accept-Encoding": "br" });
    expect(hit.headers.get("X-Page-Cache")).toBe("hit");
    expect(hit.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(hit.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(brotliDecompressSync(Buffer.from(await hit.arrayBuffer())).toString()).toBe(text);
    // The handler's ETag is kept, weak when compressed, as on the miss.
    expect(hit.headers.get("ETag")).toBe('W/"feed-v1"');
    const identity = await get(s, "/feed.xml", { "Accept-Encoding": "identity" });
    expect(identity.headers.get("ETag")).toBe('"feed-v1"');
    // A reader holding the ETag of the response that filled the cache revalidates with it.
    for (const candidate of ['"feed-v1"', 'W/"feed-v1"']) {
      const revalidated = await get(s, "/feed.xml", { "If-None-Match": candidate });
      expect(revalidated.status, candidate).toBe(304);
    }
    expect((await get(s, "/feed.xml", { "If-None-Match": '"feed-v0"' })).status).toBe(200);
    // By date, when no ETag is sent.
    const byDate = (since: string, etag?: string) =>
      get(s, "/feed.xml", {
        "If-Modified-Since": since,
        ...(etag ? { "If-None-Match": etag } : {}),
      });
    expect((await byDate("Sun, 22 Nov 2026 08:00:00 GMT")).status).toBe(304);
    expect((await byDate("Sun, 22 Nov 2026 09:00:00 GMT")).status).toBe(304);
    expect((await byDate("Sun, 22 Nov 2026 07:59:59 GMT")).status).toBe(200);
    expect((await byDate("not a date")).status).toBe(200);
    expect((await byDate("Sun, 22 Nov 2026 09:00:00 GMT", '"feed-v0"')).status).toBe(200);
  });

  it("streams a miss to the visitor before the page is complete, and stores all of it", async () => {
    const s = setup();
    const page = heldPage(`<html><body>${"shell ".repeat(300)}`, "deferred</body></html>");
    s.hono.get("/streamed", () => page.respond());
    const response = await get(s, "/streamed", { "Accept-Encoding": "identity" });
    expect(response.headers.get("X-Page-Cache")).toBe("miss");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("shell shell");
    expect(s.cache.size).toBe(0);
    page.release();
    while (!(await reader.read()).done) {}
    await vi.waitFor(() => expect(s.cache.size).toBe(1));
    const hit = await get(s, "/streamed", { "Accept-Encoding": "identity" });
    expect(hit.headers.get("X-Page-Cache")).toBe("hit");
    expect(await hit.text()).toBe(`<html><body>${"shell ".repeat(300)}deferred</body></html>`);
  });

  it("answers 304 with no body to an If-None-Match naming the page in any encoding", async () => {
    const s = setup();
    await warm(s, "/page");
    const etag = (await get(s, "/page", { "Accept-Encoding": "identity" })).headers.get("ETag");
    const base = (etag ?? "").slice(1, -1);
    for (const candidate of [
      `"${base}"`,
      `"${base}-br"`,
      `"${base}-gzip"`,
      `W/"${base}-gzip"`,
      `"other", W/"${base}"`,
      "*",
    ]) {
      const response = await get(s, "/page", {
        "Accept-Encoding": "br",
        "If-None-Match": candidate,
      });
      expect(response.status, candidate).toBe(304);
      expect(await response.text(), candidate).toBe("");
      expect(response.headers.get("ETag")).toBe(`"${base}-br"`);
      expect(response.headers.get("Content-Encoding")).toBeNull();
    }
    for (const candidate of ['"other"', `"${base}x"`, `"${base}-deflate"`]) {
      const response = await get(s, "/page", { "If-None-Match": candidate });
      expect(response.status, candidate).toBe(200);
      expect(await response.text()).toContain("browser /page");
    }
    expect(s.renders).toHaveLength(1);
  });

  it("answers HEAD from the cache without a body, and does not store a HEAD miss", async () => {
    const s = setup();
    const miss = await get(s, "/page", {}, "HEAD");
    expect(miss.status).toBe(200);
    await settle();
    expect(s.cache.size).toBe(0);
    await warm(s, "/page");
    const head = await get(s, "/page", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("X-Page-Cache")).toBe("hit");
    expect(head.headers.get("Content-Encoding")).toBe("gzip");
    expect(Number(head.headers.get("Content-Length"))).toBeGreaterThan(100);
    expect(await head.text()).toBe("");
    expect(s.renders).toEqual(["HEAD /page", "GET /page"]);
  });

  it("other methods reach the handler", async () => {
    const s = setup();
    await warm(s, "/page");
    const post = await get(s, "/page", {}, "POST");
    expect(post.headers.get("X-Page-Cache")).toBeNull();
    expect(s.renders).toEqual(["GET /page", "POST /page"]);
  });

  it.each([
    ["a better-auth session", { Cookie: "better-auth.session_token=abc.def" }],
    [
      "a secure better-auth session",
      { Cookie: "theme=dark; __Secure-better-auth.session_token=abc" },
    ],
    ["better-auth's session data", { Cookie: "better-auth.session_data=xyz" }],
    ["a flash message", { Cookie: "flash=%7B%22toast%22%7D" }],
    ["an Authorization header", { Authorization: "Bearer token" }],
    ["a range", { Range: "bytes=0-10" }],
  ])("requests with %s bypass it", async (_, headers: Record<string, string>) => {
    const s = setup();
    await warm(s, "/page");
    for (let round = 0; round < 2; round += 1) {
      const response = await get(s, "/page", headers);
      expect(response.headers.get("X-Page-Cache")).toBeNull();
      await response.arrayBuffer();
    }
    await settle();
    expect(s.renders).toHaveLength(3);
    expect(s.cache.size).toBe(1);
  });

  describe("a shared page for a signed-in visitor", () => {
    const ada = { Cookie: "theme=dark; better-auth.session_token=ada" };

    it("is the cached page with their account entry, private and not stored again", async () => {
      const s = setup();
      const anonymous = await warm(s, "/shared", { Cookie: "theme=dark" });
      const response = await get(s, "/shared", { ...ada, "Accept-Encoding": "br" });
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Page-Cache")).toBe("signed-in");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("Content-Encoding")).toBe("br");
      expect(response.headers.get("ETag")).toBeNull();
      const text = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
      expect(text).toBe(
        anonymous.text
          .replace(
            '<a href="/user/login"><span>Log in</span></a>',
            '<div data-account-menu=""><button>Account menu for Ada &lt;3</button></div>',
          )
          .replace(
            '<a data-visitor-slot="save-job j1" href="/user/login"><svg></svg></a>',
            "<form><button>Saved save-job</button></form>",
          ),
      );
      expect(text).toContain('<a data-visitor-slot="save-job j2" href="/user/login">');
      expect(text).toContain('<h1 data-theme="dark">');
      expect(scriptSources(response.headers.get("Content-Security-Policy"))).toContain(
        await browserHash(contextScript),
      );
      expect(s.renders).toEqual(["GET /shared"]);
      expect(s.cache.size).toBe(1);
      const again = await get(s, "/shared", { Cookie: "theme=dark" });
      expect(again.headers.get("X-Page-Cache")).toBe("hit");
      expect(await again.text()).toBe(anonymous.text);
    });

    it.each([
      ["an invalid session", { Cookie: "better-auth.session_token=expired" }, "/shared"],
      ["a flash message", { Cookie: "better-auth.session_token=ada; flash=%7B%7D" }, "/shared"],
      ["a page that is not shared", { Cookie: "better-auth.session_token=ada" }, "/page"],
    ])("is rendered for them with %s", async (_, headers, path) => {
      const s = setup();
      await warm(s, path);
      const response = await get(s, path, headers);
      expect(response.headers.get("X-Page-Cache")).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await response.text()).not.toContain("Account menu for Ada");
      expect(s.renders).toEqual([`GET ${path}`, `GET ${path}`]);
    });

    it("is rendered for them while the page is not cached, and that render is not stored", async () => {
      const s = setup();
      const response = await get(s, "/shared", ada);
      expect(response.headers.get("X-Page-Cache")).toBeNull();
      await response.arrayBuffer();
      await settle();
      expect(s.cache.size).toBe(0);
    });
  });

  it("finds only a shared account slot's content", () => {
    const page = Buffer.from(
      '<header><div data-account-slot="shared" class="contents"><a href="/user/login">Log in</a></div></header>',
    );
    const content = accountSlotContent(page);
    expect(page.toString("utf8", content?.start, content?.end)).toBe(
      '<a href="/user/login">Log in</a>',
    );
    expect(
      accountSlotContent(
        Buffer.from('<div data-account-slot="" class="contents"><a>Log in</a></div>'),
      ),
    ).toBeNull();
  });

  it("finds each visitor slot's whole element, and leaves out what is not a slot", () => {
    const page = Buffer.from(
      [
        "<p>Zoë’s board</p>",
        '<span hidden data-visitor-slot="applied a1"></span>',
        '<a class="x" data-visitor-slot="save-job a1" href="/user/login?x=1&amp;y=2"><svg><path d="M1 1"></path></svg></a>',
        '<div data-visitor-slot="apply-prompt a1"><p>Interested?</p><a href="/apply">Apply</a></div>',
        '<div data-visitor-slot="unknown a1"></div>',
        '<p data-visitor-slot="apply">no job</p>',
      ].join(""),
    );
    const elements = visitorSlotElements(page);
    expect(elements.map(({ slot }) => slot)).toEqual([
      { kind: "applied", jobId: "a1" },
      { kind: "save-job", jobId: "a1" },
      { kind: "apply-prompt", jobId: "a1" },
    ]);
    expect(elements.map(({ start, end }) => page.toString("utf8", start, end))).toEqual([
      '<span hidden data-visitor-slot="applied a1"></span>',
      '<a class="x" data-visitor-slot="save-job a1" href="/user/login?x=1&amp;y=2"><svg><path d="M1 1"></path></svg></a>',
      '<div data-visitor-slot="apply-prompt a1"><p>Interested?</p><a href="/apply">Apply</a></div>',
    ]);
    const filled = replaceParts(page, [
      { ...(elements[0] as { start: number; end: number }), markup: "<b>Applied — ✓</b>" },
      { ...(elements[2] as { start: number; end: number }), markup: "" },
    ]);
    expect(filled.toString()).toBe(
      [
        "<p>Zoë’s board</p><b>Applied — ✓</b>",
        '<a class="x" data-visitor-slot="save-job a1" href="/user/login?x=1&amp;y=2"><svg><path d="M1 1"></path></svg></a>',
        '<div data-visitor-slot="unknown a1"></div>',
        '<p data-visitor-slot="apply">no job</p>',
      ].join(""),
    );
  });

  it.each(["/admin", "/admin/jobs", "/user/account", "/api/jobs", "/invite/abc", "/applications"])(
    "the private path %s is never cached",
    async (path) => {
      const response = await expectNotCached(setup(), path);
      expect(response.headers.get("X-Page-Cache")).toBeNull();
    },
  );

  it("a staff write empties the cache before its answer leaves; a refused one does not", async () => {
    const s = setup();
    s.hono.post("/admin/jobs", (c) => c.redirect("/admin/jobs", 303));
    s.hono.post("/admin/jobs.data", (c) => c.body("[]", 200, { "Content-Type": "text/x-script" }));
    s.hono.post("/admin/refused", (c) => c.text("no", 403));
    s.hono.post("/contact", (c) => c.redirect("/contact", 303));
    await warm(s, "/page");
    for (const path of ["/admin/refused", "/contact"]) {
      await get(s, path, { Cookie: "better-auth.session_token=staff" }, "POST");
      expect(s.cache.size, path).toBe(1);
    }
    for (const path of ["/admin/jobs", "/admin/jobs.data"]) {
      if (s.cache.size === 0) await warm(s, "/page");
      const generation = s.cache.generation;
      const response = await get(s, path, { Cookie: "better-auth.session_token=staff" }, "POST");
      expect(response.status, path).toBeLessThan(400);
      expect(s.cache.size, path).toBe(0);
      expect(s.cache.generation, path).toBeGreaterThan(generation);
    }
  });

  it("cookies that change nothing share the anonymous copy", async () => {
    const s = setup();
    await warm(s, "/page");
    const hit = await get(s, "/page", { Cookie: "_ga=GA1.1.1; consent=yes" });
    expect(hit.headers.get("X-Page-Cache")).toBe("hit");
  });

  it("keys the theme cookie, crawlers and the query string apart", async () => {
    const s = setup();
    await warm(s, "/page");
    await warm(s, "/page", { Cookie: "theme=dark" });
    await warm(s, "/page", { "User-Agent": googlebot });
    await warm(s, "/page?page=2");
    expect(s.renders).toHaveLength(4);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{}, "/page", 'data-theme="light">browser /page<'],
      [{ Cookie: "theme=dark" }, "/page", 'data-theme="dark">browser /page<'],
      [{ Cookie: "a=b; theme=dark; c=d" }, "/page", 'data-theme="dark">browser /page<'],
      [{ "User-Agent": googlebot }, "/page", 'data-theme="light">crawler /page<'],
      [{}, "/page?page=2", 'data-theme="light">browser /page?page=2<'],
    ];
    for (const [headers, path, expected] of cases) {
      const hit = await get(s, path, headers);
      expect(hit.headers.get("X-Page-Cache"), JSON.stringify(headers)).toBe("hit");
      expect(await hit.text()).toContain(expected);
    }
    expect(s.renders).toHaveLength(4);
  });

  it("the cache key names reader, theme and address", () => {
    const request = (path: string, headers: Record<string, string> = {}) =>
      pageCacheKey(new Request(`http://localhost${path}`, { headers }));
    expect(request("/careers?q=go", { "User-Agent": chrome, Cookie: "theme=dark" })).toBe(
      "browser dark /careers?q=go",
    );
    expect(request("/", { "User-Agent": googlebot })).toBe("crawler  /");
    expect(request("/administrator")).toBeDefined();
    expect(request("/admin")).toBeUndefined();
    expect(request("/user")).toBeUndefined();
  });

  it.each(["/set-cookie", "/private", "/no-store", "/missing", "/failed", "/moved", "/image"])(
    "does not store the response of %s",
    async (path) => {
      const response = await expectNotCached(setup(), path);
      expect(response.headers.get("X-Page-Cache")).toBeNull();
    },
  );

  it.each(["/failed-boundary", "/errored-boundary", "/rejected-deferred", "/careers.data"])(
    "does not store a page rendered with a failure in it (%s)",
    async (path) => {
      await expectNotCached(setup(), path);
    },
  );

  it("stores React Router's data for client navigations", async () => {
    const s = setup();
    const { text } = await warm(s, "/jobs.data");
    const hit = await get(s, "/jobs.data", { "Accept-Encoding": "identity" });
    expect(hit.headers.get("X-Page-Cache")).toBe("hit");
    expect(await hit.text()).toBe(text);
  });

  it("renders a page once when many visitors miss it at once; the others get the stored copy", async () => {
    const s = setup();
    const page = heldPage(`<html><body>${"busy ".repeat(300)}`, "</body></html>");
    s.hono.get("/busy", () => page.respond());
    const store = vi.spyOn(s.cache, "set");
    const first = await get(s, "/busy");
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    const waiting = [
      get(s, "/busy"),
      get(s, "/busy"),
      get(s, "/busy", { "Accept-Encoding": "br" }),
    ];
    await settle();
    expect(s.renders.filter((render) => render === "GET /busy")).toHaveLength(1);
    page.release();
    const others = await Promise.all(waiting);
    expect(others.map((response) => response.headers.get("X-Page-Cache"))).toEqual([
      "hit",
      "hit",
      "hit",
    ]);
    const full = await first.text();
    const [plain, again, brotli] = others as [Response, Response, Response];
    expect(await plain.text()).toBe(full);
    expect(await again.text()).toBe(full);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(full);
    expect(s.renders.filter((render) => render === "GET /busy")).toHaveLength(1);
    expect(store).toHaveBeenCalledTimes(1);
  });

  it("visitors who waited for a page that could not be stored render it themselves", async () => {
    const s = setup();
    const page = heldPage("<html><body>", "<p>$RX</p></body></html>");
    s.hono.get("/busy", () => page.respond());
    const first = await get(s, "/busy");
    const waiting = [get(s, "/busy"), get(s, "/busy")];
    await settle();
    expect(s.renders.filter((render) => render === "GET /busy")).toHaveLength(1);
    page.release();
    await first.text();
    const others = await Promise.all(waiting);
    for (const response of others) {
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Page-Cache")).not.toBe("hit");
    }
    expect(s.renders.filter((render) => render === "GET /busy")).toHaveLength(3);
    expect(s.cache.size).toBe(0);
  });

  it("a hit's CSP names the hashes of its inline scripts instead of a nonce", async () => {
    const s = setup();
    const { response: miss } = await warm(s, "/page");
    const missSources = scriptSources(miss.headers.get("Content-Security-Policy"));
    expect(missSources.some((source) => source.startsWith("'nonce-"))).toBe(true);
    expect(missSources.some((source) => source.startsWith("'sha256-"))).toBe(false);

    const hit = await get(s, "/page");
    expect(hit.headers.get("X-Page-Cache")).toBe("hit");
    const sources = scriptSources(hit.headers.get("Content-Security-Policy"));
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const hashes = sources.filter((source) => source.startsWith("'sha256-"));
    expect(hashes.sort()).toEqual(
      (
        await Promise.all([trustedTypesScript, contextScript, moduleScript].map(browserHash))
      ).sort(),
    );
    expect(sources).toContain("'self'");
    expect(hit.headers.get("Content-Security-Policy")).toContain(
      "require-trusted-types-for 'script'",
    );
    // The next miss gets a nonce again.
    const other = await get(s, "/page?other");
    expect(scriptSources(other.headers.get("Content-Security-Policy")).join(" ")).toMatch(
      /'nonce-/,
    );
  });

  it("a 304 from the cache carries the same CSP as its page", async () => {
    const s = setup();
    await warm(s, "/page");
    const hit = await get(s, "/page");
    const notModified = await get(s, "/page", { "If-None-Match": hit.headers.get("ETag") ?? "" });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("Content-Security-Policy")).toBe(
      hit.headers.get("Content-Security-Policy"),
    );
  });

  it("does not store a page whose content was invalidated while it rendered", async () => {
    const s = setup();
    const page = heldPage(`<html><body>${"old ".repeat(300)}`, "</body></html>");
    s.hono.get("/slow", () => page.respond());
    const store = vi.spyOn(s.cache, "set");
    const response = await get(s, "/slow");
    expect(response.headers.get("X-Page-Cache")).toBe("miss");
    // A write elsewhere: the cache is emptied and is active again for the new generation.
    s.cache.invalidate();
    s.cache.setStableUntil(s.cache.generation, null);
    page.release();
    await response.text();
    await vi.waitFor(() => expect(store).toHaveBeenCalled());
    expect(store.mock.results[0]?.value).toBe(false);
    expect(s.cache.size).toBe(0);
    expect((await get(s, "/slow")).headers.get("X-Page-Cache")).toBe("miss");
  });

  it("serves and stores nothing until the next scheduled change is known, and asks for it", async () => {
    const s = setup({ stable: false });
    const first = await get(s, "/page");
    expect(first.headers.get("X-Page-Cache")).toBeNull();
    await first.text();
    expect(s.lookups.count).toBe(1);
    await settle();
    expect(s.cache.size).toBe(0);
    s.lookups.answer = true;
    await warm(s, "/page");
    expect(s.lookups.count).toBe(2);
    expect((await get(s, "/page")).headers.get("X-Page-Cache")).toBe("hit");
    expect(s.lookups.count).toBe(2);
  });

  it("serves nothing while change notifications are not received", async () => {
    const s = setup();
    await warm(s, "/page");
    s.cache.setListening(false);
    await expectNotCached(s, "/page");
    expect(s.lookups.count).toBe(1);
  });
});
