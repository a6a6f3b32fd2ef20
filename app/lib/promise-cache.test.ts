import { describe, expect, it, vi } from "vitest";
import { createPromiseCache } from "./promise-cache";

describe("createPromiseCache", () => {
  it("shares one load per key until the time to live has passed", async () => {
    const cache = createPromiseCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 42);
    expect(await cache.get("a", load, 0)).toBe(42);
    expect(await cache.get("a", load, 999)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("a", load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.get("b", load, 1000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("forgets a failed load so the next call retries", async () => {
    const cache = createPromiseCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const failing = vi.fn(async () => {
      throw new Error("down");
    });
    await expect(cache.get("a", failing, 0)).rejects.toThrow("down");
    expect(cache.size).toBe(0);
    expect(await cache.get("a", async () => 1, 1)).toBe(1);
  });

  it("stays within its size, the least recently used entry going first", async () => {
    const cache = createPromiseCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get("a", async () => "a", 0);
    await cache.get("b", async () => "b", 1);
    await cache.get("a", async () => "a2", 2); // "a" is now the most recently used
    await cache.get("c", async () => "c", 3); // full: "b" goes
    expect(cache.size).toBe(2);
    const reload = vi.fn(async () => "again");
    expect(await cache.get("a", reload, 4)).toBe("a");
    expect(await cache.get("b", reload, 5)).toBe("again");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("loads again after clear", async () => {
    const cache = createPromiseCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await cache.get("a", async () => 1, 0);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get("a", async () => 2, 1)).toBe(2);
  });
});
