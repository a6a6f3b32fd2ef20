import { describe, expect, it } from "vitest";
import { createLruCache } from "./markdown-cache";

describe("createLruCache", () => {
  it("returns what was stored, and undefined for a key it does not hold", () => {
    const cache = createLruCache<string>({ maxEntries: 2 });
    cache.set("a", "first");
    expect(cache.get("a")).toBe("first");
    expect(cache.get("b")).toBeUndefined();
  });

  it("holds at most maxEntries, dropping the least recently used", () => {
    const cache = createLruCache<number>({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // a is now the most recently used
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("keeps the total size within maxWeight, and does not keep a value larger than all of it", () => {
    const cache = createLruCache<string>({ maxEntries: 10, maxWeight: 100 });
    cache.set("a", "a", 40);
    cache.set("b", "b", 40);
    cache.set("c", "c", 40);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.weight).toBe(80);
    cache.set("huge", "huge", 101);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.weight).toBe(80);
  });

  it("replacing a key counts its new size only", () => {
    const cache = createLruCache<string>({ maxEntries: 10, maxWeight: 100 });
    cache.set("a", "old", 60);
    cache.set("a", "new", 30);
    expect(cache.get("a")).toBe("new");
    expect(cache.size).toBe(1);
    expect(cache.weight).toBe(30);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.weight).toBe(0);
  });
});
