import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferredModuleScript, ScriptDeferral } from "./deferred-scripts";

const nonce = "abc123==";
// What React Router's <Scripts> renders (preloads hoisted by React into <head>), trimmed.
const moduleBody = `;
import * as route0 from "/assets/root-X.js";
import * as route1 from "/assets/home-Y.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-Z.js","imports":["/assets/shell-S.js"]},"url":"/assets/manifest-1.js"};
  window.__reactRouterRouteModules = {"root":route0,"routes/marketing/home":route1};

import("/assets/entry.client-Z.js");`;
const head = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="site"/><link rel="modulepreload" href="/assets/entry.client-Z.js" nonce="${nonce}"/><link rel="modulepreload" href="/assets/shell-S.js" nonce="${nonce}"/><link rel="icon" href="/favicon.svg"/></head>`;
const body = `<body><main><p>Hello &lt;script&gt; world</p></main><script nonce="${nonce}">window.__reactRouterContext = {};</script><script nonce="${nonce}" type="module" async="">${moduleBody}</script><script nonce="${nonce}">$RC("B:1","S:1")</script></body></html>`;
const page = head + body;

function rewriteWhole(html: string): string {
  const deferral = new ScriptDeferral();
  return deferral.write(html) + deferral.end();
}

function rewriteInPieces(html: string, size: number): string {
  const deferral = new ScriptDeferral();
  let output = "";
  for (let index = 0; index < html.length; index += size) {
    output += deferral.write(html.slice(index, index + size));
  }
  return output + deferral.end();
}

/** The inline scripts of `html`: attributes and text. */
function scripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(
    ([, attributes, text]) => ({
      attributes: attributes ?? "",
      text: text ?? "",
    }),
  );
}

type ObserverCallback = (
  list: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

interface FakeBrowser {
  imported: string[];
  preloaded: string[];
  frames: Array<() => void>;
  timers: Array<{ run: () => void; ms: number }>;
  listeners: Array<{ type: string; run: () => void }>;
  /** Reports a paint entry to the page's observers, as the browser does after a paint. */
  paint: (name: string) => void;
  window: Record<string, unknown>;
}

/**
 * Runs a rewritten script in a bare context that records what it imports and preloads.
 * `paintTiming: false` is a browser without paint entries for PerformanceObserver.
 */
function runDeferred(
  text: string,
  { visibilityState = "visible", paintTiming = true } = {},
): FakeBrowser {
  const observers: Array<{ callback: ObserverCallback; connected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    private readonly entry: { callback: ObserverCallback; connected: boolean };
    constructor(callback: ObserverCallback) {
      this.entry = { callback, connected: false };
    }
    observe(options: { type: string }) {
      if (options.type !== "paint") return;
      this.entry.connected = true;
      observers.push(this.entry);
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const browser: FakeBrowser = {
    imported: [],
    preloaded: [],
    frames: [],
    timers: [],
    listeners: [],
    paint: (name) => {
      for (const observer of observers.filter((entry) => entry.connected)) {
        observer.callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          {
            disconnect: () => {
              observer.connected = false;
            },
          },
        );
      }
    },
    window: {},
  };
  browser.window.PerformanceObserver = FakeObserver;
  const source = text.replaceAll("import(", "__import(");
  runInNewContext(source, {
    window: browser.window,
    PerformanceObserver: FakeObserver,
    __import: (url: string) => {
      browser.imported.push(url);
      return Promise.resolve({ url });
    },
    document: {
      visibilityState,
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => browser.preloaded.push(link.href) },
    },
    addEventListener: (type: string, run: () => void) => browser.listeners.push({ type, run }),
    requestAnimationFrame: (run: () => void) => browser.frames.push(run),
    setTimeout: (run: () => void, ms: number) => browser.timers.push({ run, ms }),
  });
  return browser;
}

describe("ScriptDeferral", () => {
  it("drops the module preloads from <head> and keeps every other link", () => {
    const html = rewriteWhole(page);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="site"/>',
    );
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("turns the module script into a classic script with the same nonce, no module or async", () => {
    const rewritten = scripts(rewriteWhole(page));
    expect(rewritten.map((script) => script.attributes)).toEqual([
      ` nonce="${nonce}"`,
      ` nonce="${nonce}"`,
      ` nonce="${nonce}"`,
    ]);
    const deferred = rewritten[1]?.text ?? "";
    expect(deferred).not.toMatch(/(^|[;\n])\s*import\s*[*"]/);
    expect(deferred).toContain('import("/assets/root-X.js")');
    // The rest of the page passes through byte for byte.
    expect(rewriteWhole(page).replace(deferred, "")).toBe(
      head.replace(/<link rel="modulepreload"[^>]*>/g, "") +
        body.replace(` type="module" async=""`, "").replace(moduleBody, ""),
    );
  });

  it("gives the same output however the document is split into pieces", () => {
    const whole = rewriteWhole(page);
    for (const size of [1, 2, 3, 7, 64, 500]) expect(rewriteInPieces(page, size)).toBe(whole);
  });

  it("sends on everything before a tag split between pieces and holds back only the tag", () => {
    const deferral = new ScriptDeferral();
    expect(deferral.write("<p>text</p><scr")).toBe("<p>text</p>");
    expect(deferral.write('ipt nonce="n">x()</script><li')).toBe('<script nonce="n">x()</script>');
    expect(deferral.write('nk rel="modulepreload" href="/a.js"/><p>')).toBe("<p>");
    expect(deferral.end()).toBe("");
  });

  it("leaves a module script it does not understand as it is", () => {
    const odd = `<script type="module">import { a } from "/a.js"; a();</script>`;
    expect(rewriteWhole(odd)).toBe(odd);
    const external = `<script type="module" src="/b.js"></script>`;
    expect(rewriteWhole(external)).toBe(external);
    const noEntry = `<script type="module">import * as r from "/r.js"; window.x = r;</script>`;
    expect(rewriteWhole(noEntry)).toBe(noEntry);
  });

  it("passes a document without scripts through unchanged", () => {
    const html =
      '<html><head><link rel="preload" as="font" href="/f.woff2"/></head><body><p>a &lt;b</p></body></html>';
    expect(rewriteWhole(html)).toBe(html);
    expect(rewriteInPieces(html, 5)).toBe(html);
  });
});

describe("deferredModuleScript", () => {
  it("imports nothing until a frame after the first contentful paint, then the preloads, routes and entry", async () => {
    const text = deferredModuleScript(moduleBody, [
      "/assets/entry.client-Z.js",
      "/assets/shell-S.js",
    ]);
    expect(text).not.toBeNull();
    const browser = runDeferred(text as string);
    expect(browser.imported).toEqual([]);
    browser.paint("first-paint");
    expect(browser.imported).toEqual([]);
    expect(browser.preloaded).toEqual([]);
    browser.paint("first-contentful-paint");
    expect(browser.imported).toEqual([]);
    // The next frame shows what the document held when the script ran (its end): then it starts.
    expect(browser.frames).toHaveLength(1);
    browser.frames[0]?.();
    expect(browser.imported).toEqual([]);
    browser.timers.find((timer) => timer.ms === 0)?.run();
    expect(browser.preloaded).toEqual(["/assets/entry.client-Z.js", "/assets/shell-S.js"]);
    expect(browser.imported).toEqual(["/assets/root-X.js", "/assets/home-Y.js"]);
    await new Promise((resolve) => setImmediate(resolve));
    // The route modules are in place before the entry (which hydrates) is imported.
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-X.js" },
      "routes/marketing/home": { url: "/assets/home-Y.js" },
    });
    expect(browser.window.__reactRouterManifest).toMatchObject({ url: "/assets/manifest-1.js" });
    expect(browser.imported).toEqual([
      "/assets/root-X.js",
      "/assets/home-Y.js",
      "/assets/entry.client-Z.js",
    ]);
    // The load event's fallback does not start it a second time.
    for (const listener of browser.listeners) listener.run();
    for (const timer of browser.timers) timer.run();
    expect(browser.imported).toHaveLength(3);
  });

  it("starts a second after the load event when no paint is reported", () => {
    const browser = runDeferred(deferredModuleScript(moduleBody, []) as string);
    expect(browser.listeners.map((listener) => listener.type)).toEqual(["load"]);
    browser.listeners[0]?.run();
    expect(browser.imported).toEqual([]);
    expect(browser.timers.map((timer) => timer.ms)).toEqual([1000]);
    browser.timers[0]?.run();
    expect(browser.imported).toEqual(["/assets/root-X.js", "/assets/home-Y.js"]);
  });

  it("without paint timing, starts after the next frame", () => {
    const browser = runDeferred(deferredModuleScript(moduleBody, []) as string, {
      paintTiming: false,
    });
    expect(browser.imported).toEqual([]);
    expect(browser.frames).toHaveLength(1);
    browser.frames[0]?.();
    expect(browser.imported).toEqual([]);
    browser.timers.find((timer) => timer.ms === 0)?.run();
    expect(browser.imported).toEqual(["/assets/root-X.js", "/assets/home-Y.js"]);
  });

  it("starts at once in a hidden tab, which paints nothing", () => {
    const browser = runDeferred(deferredModuleScript(moduleBody, []) as string, {
      visibilityState: "hidden",
    });
    expect(browser.imported).toEqual(["/assets/root-X.js", "/assets/home-Y.js"]);
  });

  it("keeps a route's client-loader chunk with its module (the spread form React Router writes)", async () => {
    const withClientLoader = `;
import * as route0_clientLoader from "/assets/root-loader.js";
import * as route0_main from "/assets/root.js";
const route0 = {...route0_clientLoader,...route0_main};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.js");`;
    const browser = runDeferred(deferredModuleScript(withClientLoader, []) as string, {
      visibilityState: "hidden",
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(browser.window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root.js" } });
    expect(browser.imported).toEqual([
      "/assets/root-loader.js",
      "/assets/root.js",
      "/assets/entry.js",
    ]);
  });

  it("escapes a preload URL that could close the script", () => {
    const text = deferredModuleScript(moduleBody, ["/a</script><script>alert(1)//.js"]) as string;
    expect(text).not.toContain("</script");
  });
});
