import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { grantRole, signUpCandidate } from "../support/candidates";
import { recordViolations, violations } from "../support/csp-violations";
import { freePort } from "../support/postgres-server";
import { enrolSecondFactor } from "../support/staff";
import { expect, hydratedPage, test } from "./fixtures";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

test.describe("security headers", () => {
  test("pages get an enforced CSP whose nonce is on every script", async ({ page, request }) => {
    // A query string of its own: the first visit is rendered (a miss), not the page cache's copy.
    const response = await page.goto(`/?csp=${Math.random().toString(36).slice(2)}`);
    // A miss; or none while the page cache waits for the time of the next scheduled change
    // (just after the server starts, as in tests/e2e/page-cache.spec.ts).
    expect([undefined, "miss"]).toContain(response?.headers()["x-page-cache"]);
    const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
    const parsed = directives(policy);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const other = await request.get("/");
    expect(other.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
    expect(parsed.get("script-src")?.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(parsed.get("require-trusted-types-for")).toEqual(["'script'"]);
    expect(parsed.get("trusted-types")).toEqual(["default"]);
    expect(parsed.get("frame-ancestors")).toEqual(["'none'"]);
    // Without GA_MEASUREMENT_ID no Google host may serve scripts (nor fonts: the site has its own).
    expect(policy).not.toMatch(/google|gstatic/);
    expect(other.headers()["content-security-policy-report-only"]).toBeUndefined();

    // Browsers hide the nonce attribute; the `nonce` property still has it.
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll("script")].map((script) => ({
        type: script.type,
        nonce: script.nonce,
      })),
    );
    // Data blocks (structured data, the landing orbit's tool figures) are never run.
    const dataBlocks = ["application/ld+json", "application/json"];
    const executable = scripts.filter((script) => !dataBlocks.includes(script.type));
    expect(executable.length).toBeGreaterThan(2);
    for (const script of executable) expect(script.nonce).toBe(nonce);
  });

  test("a page from the cache names the hash of each inline script it runs, and no nonce", async ({
    page,
    browser,
  }) => {
    const path = `/search?csp-hit=${Math.random().toString(36).slice(2)}`;
    // The first visit fills the cache as it streams; a write beside this test may empty it again.
    let response = null as Awaited<ReturnType<typeof page.goto>>;
    await expect(async () => {
      response = await page.goto(path);
      expect(response?.headers()["x-page-cache"], "a visit served from the page cache").toBe("hit");
    }).toPass({ intervals: [250] });
    const policy = directives(response?.headers()["content-security-policy"] ?? "");
    const sources = policy.get("script-src") ?? [];
    expect(sources.join(" ")).not.toMatch(/'nonce-|unsafe-inline|unsafe-eval/);
    expect(sources).toContain("'self'");
    expect(policy.get("require-trusted-types-for")).toEqual(["'script'"]);

    // The scripts as the browser's HTML parser reads what it was sent (on a page without a policy),
    // hashed as CSP does: SHA-256 of the text's UTF-8.
    const html = (await response?.text()) ?? "";
    const blank = await browser.newPage();
    const texts = await blank.evaluate((source) => {
      const executable = ["", "module", "text/javascript", "application/javascript", "importmap"];
      const parsed = new DOMParser().parseFromString(source, "text/html");
      return [...parsed.querySelectorAll("script")]
        .filter(
          (script) =>
            !script.hasAttribute("src") &&
            executable.includes((script.getAttribute("type") ?? "").trim().toLowerCase()),
        )
        .map((script) => script.textContent ?? "");
    }, html);
    await blank.close();
    const computed = {
      count: texts.length,
      hashes: [
        ...new Set(
          texts.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`),
        ),
      ].sort(),
    };
    // The Trusted Types policy's and consent mode's scripts, on every page.
    expect(computed.count).toBeGreaterThanOrEqual(2);
    const listed = sources.filter((source) => source.startsWith("'sha256-")).sort();
    expect(listed).toEqual(computed.hashes);
  });

  test("the Trusted Types policy is the first script in <head>", async ({ page }) => {
    await page.goto("/");
    const first = await page.evaluate(
      () => document.head.querySelector("script")?.textContent ?? "",
    );
    expect(first).toContain('createPolicy("default"');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes
            ?.defaultPolicy != null,
      ),
    ).toBe(true);
  });

  test("baseline headers; HSTS only over HTTPS", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["permissions-policy"]).toContain(`${feature}=()`);
    }
    expect(headers["strict-transport-security"]).toBeUndefined();
    const https = await request.get("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(https.headers()["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
  });

  test("/healthz says the process answers, /readyz that the database and storage do", async ({
    request,
  }) => {
    const alive = await request.get("/healthz");
    expect(alive.status()).toBe(200);
    expect(alive.headers()["cache-control"]).toBe("no-store");
    expect(await alive.json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(ready.headers()["cache-control"]).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ok", database: "ok", storage: "ok" });
  });
});

test.describe("Trusted Types in the browser", () => {
  test("the page hydrates and navigates with no CSP violation or console error", async ({
    page,
    consoleErrors,
    checkA11y,
  }) => {
    await recordViolations(page);
    await page.goto(hydratedPage);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same document";
    });
    // A client-side navigation through a link (React renders the next page in the browser).
    await page.locator('footer a[href="/privacy-policy"]').first().click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.locator("h1").first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === hydratedPage);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: string }).marker),
      "client-side navigation, not a reload",
    ).toBe("same document");
    await checkA11y();
    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("the default policy escapes HTML, limits script URLs and refuses eval and script text", async ({
    page,
  }) => {
    await recordViolations(page);
    await page.goto("/");
    // Run inside a page task: DevTools evaluation itself is exempt from CSP.
    const results = await page.evaluate(
      () =>
        new Promise<Record<string, string>>((resolve) => {
          setTimeout(() => {
            const attempt = (run: () => unknown) => {
              try {
                return String(run());
              } catch (error) {
                return (error as Error).message;
              }
            };
            const div = document.createElement("div");
            const script = document.createElement("script");
            const jsonLd = document.createElement("script");
            jsonLd.type = "application/ld+json";
            resolve({
              // biome-ignore lint/security/noGlobalEval: proving that eval is refused
              eval: attempt(() => window.eval("1 + 1")),
              html: attempt(() => {
                div.innerHTML = '<img src="x" onerror="alert(1)">';
                return `${div.childElementCount} ${div.textContent}`;
              }),
              foreignScript: attempt(() => {
                script.src = "https://evil.example/x.js";
                return script.src;
              }),
              ownScript: attempt(() => {
                script.src = "/assets/app.js";
                return script.src;
              }),
              analyticsScript: attempt(() => {
                script.src = "https://www.googletagmanager.com/gtm.js?id=GTM-TEST";
                return script.src;
              }),
              scriptText: attempt(() => {
                script.text = "alert(1)";
                return script.text;
              }),
              jsonLd: attempt(() => {
                jsonLd.textContent = '{"@type":"Organization"}';
                document.head.append(jsonLd);
                return jsonLd.textContent;
              }),
            });
          }, 0);
        }),
    );
    expect(results).toEqual({
      eval: "eval() is disabled for security reasons",
      html: '0 <img src="x" onerror="alert(1)">',
      foreignScript: "Script URL not allowed by Trusted Types policy",
      ownScript: expect.stringMatching(/^http:\/\/localhost:\d+\/assets\/app\.js$/),
      // Google's hosts are trusted only when GA_MEASUREMENT_ID is set (not in this suite).
      analyticsScript: "Script URL not allowed by Trusted Types policy",
      scriptText: "Script not allowed by Trusted Types policy",
      jsonLd: '{"@type":"Organization"}',
    });
    // The policy refuses quietly: apart from the eval attempt, nothing is reported as a CSP
    // violation. (An image from a plain-http host shows that violations are being recorded.)
    await page.evaluate(() => {
      const image = document.createElement("img");
      image.src = "http://blocked.invalid/pixel.png";
      document.body.append(image);
    });
    await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^img-src/));
    const reported = await violations(page);
    expect(reported.filter((violation) => !/^img-src|\beval\b/.test(violation))).toEqual([]);
  });
});

test.describe("compression and caching", () => {
  test("HTML streams are compressed with brotli or gzip", async ({ request }) => {
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      // A page being rendered (not a copy from the page cache, which has a length).
      const raw = await rawGet(`/?stream=${Math.random().toString(36).slice(2)}`, {
        "Accept-Encoding": encoding,
      });
      expect(raw.head, encoding).toMatch(new RegExp(`^content-encoding: ${encoding}$`, "im"));
      expect(raw.head).toMatch(/^transfer-encoding: chunked$/im);
      expect(raw.head).not.toMatch(/^content-length:/im);
      expect(raw.head).toMatch(/^vary: .*accept-encoding/im);
      expect(decode(raw.body).toString()).toContain("</html>");
    }
    const identity = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers()["content-encoding"]).toBeUndefined();
  });

  test("whatever is rendered with a session, and every staff and account page, is private, no-store", async ({
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const signedIn = await playwright.request.newContext({ baseURL });
    const staff = await signUpCandidate(signedIn, baseURL, "Grace Hopper");
    await grantRole(staff.id, "admin");
    await enrolSecondFactor(signedIn, baseURL);
    const cacheControl = async (context: APIRequestContext, path: string) =>
      (await context.get(path, { maxRedirects: 0 })).headers()["cache-control"];
    const publicPages = ["/", "/_root.data", "/careers", "/careers.data", "/privacy-policy"];
    const accountPages = [
      "/user/profile",
      "/user/profile.data",
      "/user/applications",
      "/admin",
      "/admin.data",
      "/admin/jobs",
      "/admin/jobs.data",
    ];
    try {
      for (const path of [...publicPages, ...accountPages]) {
        expect(await cacheControl(signedIn, path), `${path} signed in`).toBe("private, no-store");
      }
      for (const path of accountPages) {
        expect(await cacheControl(anonymous, path), `${path} signed out`).toBe("private, no-store");
      }
      for (const path of publicPages) {
        expect((await cacheControl(anonymous, path)) ?? "", `${path} signed out`).not.toMatch(
          /private|no-store/,
        );
      }
    } finally {
      await Promise.all([anonymous.dispose(), signedIn.dispose()]);
    }
  });

  test("hashed assets are immutable and compressed; other files revalidate", async ({
    request,
  }) => {
    const html = await (await request.get(hydratedPage)).text();
    const asset = /import\("(\/assets\/entry\.client-[^"]+\.js)"\)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const script = await request.get(asset as string, { headers: { "Accept-Encoding": "br" } });
    expect(script.status()).toBe(200);
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers()["content-encoding"]).toBe("br");
    expect(script.headers()["content-type"]).toMatch(/javascript/);

    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600, must-revalidate");
  });
});

/** One HTTP/1.1 GET over a raw socket, so the body's bytes stay exactly as sent. */
async function rawGet(pathname: string, headers: Record<string, string>) {
  const base = new URL(test.info().project.use.baseURL as string);
  const socket = connect(Number(base.port), base.hostname);
  await once(socket, "connect");
  const lines = Object.entries({ Host: base.host, Connection: "close", ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  socket.write(`GET ${pathname} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`);
  const response = await readResponse(socket);
  return { ...response, body: dechunk(response.body) };
}

async function readResponse(socket: Socket) {
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  await once(socket, "close");
  const all = Buffer.concat(chunks);
  const split = all.indexOf("\r\n\r\n");
  return { head: all.subarray(0, split).toString(), body: all.subarray(split + 4) };
}

/** Decodes a chunked transfer-encoded body. */
function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf("\r\n", offset);
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString(), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

test.describe("graceful shutdown", () => {
  test("SIGTERM finishes the request in flight, refuses new connections and exits 0", async () => {
    test.setTimeout(90_000);
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "site-shutdown-"));
    const child = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const exited = once(child, "exit");
    try {
      await expect
        .poll(() => output, { timeout: 60_000, message: "server.js starts" })
        .toContain("Site ready");

      // A request in flight: its first line and headers are sent, its end is not yet.
      const inFlight = connect(port, "127.0.0.1");
      await once(inFlight, "connect");
      inFlight.write(`GET / HTTP/1.1\r\nHost: localhost:${port}\r\nAccept-Encoding: identity\r\n`);
      const response = readResponse(inFlight);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalledAt = Date.now();
      child.kill("SIGTERM");
      await expect.poll(() => output).toContain("SIGTERM received");

      // New connections are refused once the server stops listening.
      const refused = await new Promise<string>((resolve) => {
        const probe = connect(port, "127.0.0.1");
        probe.on("connect", () => {
          probe.destroy();
          resolve("connected");
        });
        probe.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      });
      expect(refused).toBe("ECONNREFUSED");

      // The request in flight completes normally.
      inFlight.write("\r\n");
      const { head, body } = await response;
      expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(dechunk(body).toString()).toContain("</html>");

      const [code] = await exited;
      expect(code).toBe(0);
      // Well before the 10 s limit for connections that do not finish.
      expect(Date.now() - signalledAt).toBeLessThan(8_000);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
