import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache } from "./page-cache";

/** A page of `bytes` bytes held (gzip and brotli split evenly; the identity is not kept). */
function page(bytes: number, storedAt = Date.now()): CachedPage {
  const half = bytes / 2;
  return {
    headers: [["content-type", "text/html; charset=utf-8"]],
    identityLength: bytes * 4,
    gzip: new Uint8Array(half),
    br: new Uint8Array(half),
    etag: "etag",
    scriptHashes: [],
    accountSlot: false,
    storedAt,
  };
}

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  const state = { now: start };
  return { state, now: () => state.now };
}

/** A cache that is listening and knows nothing is scheduled: it serves and stores. */
function activeCache(options: { maxBytes?: number; maxAgeMs?: number; now?: () => number } = {}) {
  const cache = new PageCache({
    maxBytes: options.maxBytes ?? 3000,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    now: options.now,
  });
  cache.setListening(true);
  cache.setStableUntil(cache.generation, null);
  expect(cache.isActive()).toBe(true);
  return cache;
}

describe("PageCache", () => {
  it("stores and returns a page", () => {
    const cache = activeCache();
    const stored = page(300);
    expect(cache.set("/a", stored, cache.generation)).toBe(true);
    expect(cache.get("/a")).toBe(stored);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe(300);
  });

  it("evicts the least recently used pages once the bytes of all encodings pass the bound", () => {
    const cache = activeCache({ maxBytes: 3000 });
    for (const key of ["/a", "/b", "/c", "/d", "/e"]) cache.set(key, page(600), cache.generation);
    expect(cache.heldBytes).toBe(3000);
    // Reading /a makes /b the least recently used.
    expect(cache.get("/a")).toBeDefined();
    cache.set("/f", page(600), cache.generation);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.heldBytes).toBe(3000);
    // A bigger page pushes out as many as it needs, oldest first.
    cache.set("/g", page(750), cache.generation);
    expect(cache.get("/c")).toBeUndefined();
    expect(cache.get("/d")).toBeUndefined();
    for (const key of ["/a", "/e", "/f", "/g"]) expect(cache.get(key), key).toBeDefined();
    expect(cache.heldBytes).toBe(2550);
  });

  it("holds pages with a query string in a budget of their own, pushing out only each other", () => {
    const cache = new PageCache({ maxBytes: 3000, maxQueryBytes: 600, maxAgeMs: 60_000 });
    cache.setListening(true);
    cache.setStableUntil(cache.generation, null);
    for (const key of ["/a", "/b", "/c"]) cache.set(key, page(600), cache.generation);
    // A burst of one-off searches: each pushes out an older search, never a page.
    for (let n = 0; n < 20; n += 1) {
      expect(cache.set(`/search?q=${n}`, page(150), cache.generation)).toBe(true);
    }
    for (const key of ["/a", "/b", "/c"]) expect(cache.get(key), key).toBeDefined();
    expect(cache.get("/search?q=15")).toBeUndefined();
    for (const n of [16, 17, 18, 19]) expect(cache.get(`/search?q=${n}`)).toBeDefined();
    expect(cache.heldBytes).toBe(2400);
    expect(cache.set("/search?q=big", page(153), cache.generation)).toBe(false);
  });

  it("replacing a page counts its bytes once", () => {
    const cache = activeCache();
    cache.set("/a", page(600), cache.generation);
    cache.set("/a", page(300), cache.generation);
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe(300);
  });

  it("refuses a page bigger than a quarter of the bound, and keeps the others", () => {
    const cache = activeCache({ maxBytes: 3000 });
    cache.set("/small", page(300), cache.generation);
    expect(cache.set("/big", page(753), cache.generation)).toBe(false);
    expect(cache.get("/big")).toBeUndefined();
    expect(cache.get("/small")).toBeDefined();
    expect(cache.set("/quarter", page(750), cache.generation)).toBe(true);
  });

  it("renders a page again once it is older than the max age", () => {
    const time = clock();
    const cache = activeCache({ maxAgeMs: 1000, now: time.now });
    cache.set("/a", page(300, time.state.now), cache.generation);
    time.state.now += 999;
    expect(cache.get("/a")).toBeDefined();
    time.state.now += 1;
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.heldBytes).toBe(0);
  });

  it("does not store a page rendered before an invalidation", () => {
    const cache = activeCache();
    const rendering = cache.generation;
    cache.invalidate();
    cache.setStableUntil(cache.generation, null);
    expect(cache.isActive()).toBe(true);
    expect(cache.set("/a", page(300), rendering)).toBe(false);
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.set("/a", page(300), cache.generation)).toBe(true);
  });

  it("an invalidation empties it and waits for the next scheduled change again", () => {
    const cache = activeCache();
    cache.set("/a", page(300), cache.generation);
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(cache.heldBytes).toBe(0);
    expect(cache.needsStableUntil()).toBe(true);
    expect(cache.isActive()).toBe(false);
  });

  it("is inactive until it is listening and the next scheduled change is known", () => {
    const cache = new PageCache({ maxBytes: 3000, maxAgeMs: 60_000 });
    expect(cache.isActive()).toBe(false);
    expect(cache.needsStableUntil()).toBe(false);
    // Not listening: a lookup's answer is ignored.
    cache.setStableUntil(cache.generation, null);
    expect(cache.isActive()).toBe(false);
    expect(cache.set("/a", page(300), cache.generation)).toBe(false);

    cache.setListening(true);
    expect(cache.isActive()).toBe(false);
    expect(cache.needsStableUntil()).toBe(true);
    expect(cache.set("/a", page(300), cache.generation)).toBe(false);

    cache.setStableUntil(cache.generation, null);
    expect(cache.needsStableUntil()).toBe(false);
    expect(cache.isActive()).toBe(true);
    expect(cache.set("/a", page(300), cache.generation)).toBe(true);
  });

  it("losing the notifications empties it and stops it, until they come back and the schedule is known", () => {
    const cache = activeCache();
    cache.set("/a", page(300), cache.generation);
    cache.setListening(false);
    expect(cache.size).toBe(0);
    expect(cache.isActive()).toBe(false);
    expect(cache.needsStableUntil()).toBe(false);
    expect(cache.set("/a", page(300), cache.generation)).toBe(false);
    cache.setListening(true);
    expect(cache.isActive()).toBe(false);
    cache.setStableUntil(cache.generation, null);
    expect(cache.isActive()).toBe(true);
  });

  it("empties itself when the next scheduled change comes", () => {
    const time = clock();
    const cache = new PageCache({ maxBytes: 3000, maxAgeMs: 60 * 60_000, now: time.now });
    cache.setListening(true);
    cache.setStableUntil(cache.generation, new Date(time.state.now + 5000));
    cache.set("/a", page(300, time.state.now), cache.generation);
    time.state.now += 4999;
    expect(cache.get("/a")).toBeDefined();
    const before = cache.generation;
    time.state.now += 1;
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.isActive()).toBe(false);
    expect(cache.size).toBe(0);
    expect(cache.generation).toBeGreaterThan(before);
    // A page that was rendering when the change came is not stored.
    expect(cache.set("/a", page(300, time.state.now), before)).toBe(false);
    expect(cache.needsStableUntil()).toBe(true);
  });

  it("does not store a page whose rendering began before the next scheduled change was known", () => {
    const cache = new PageCache({ maxBytes: 3000, maxAgeMs: 60_000 });
    cache.setListening(true);
    // The rendering starts, then the lookup (which began no earlier) answers.
    const rendering = cache.generation;
    cache.setStableUntil(cache.generation, new Date(Date.now() + 60_000));
    expect(cache.isActive()).toBe(true);
    expect(cache.set("/a", page(300), rendering)).toBe(false);
    expect(cache.set("/a", page(300), cache.generation)).toBe(true);
  });

  it("ignores the next scheduled change read before content changed", () => {
    const cache = new PageCache({ maxBytes: 3000, maxAgeMs: 60_000 });
    cache.setListening(true);
    const lookup = cache.generation;
    cache.invalidate();
    cache.setStableUntil(lookup, null);
    expect(cache.isActive()).toBe(false);
    expect(cache.needsStableUntil()).toBe(true);
    cache.setStableUntil(cache.generation, null);
    expect(cache.isActive()).toBe(true);
  });
});
