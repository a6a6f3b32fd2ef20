import { describe, expect, it } from "vitest";
import { staleWhileRevalidate } from "./stale-while-revalidate";

/** A loader whose loads are counted and settled by hand. */
function manualLoader() {
  const loads: Array<{ now: number; resolve: (value: string) => void; reject: () => void }> = [];
  const load = (now: number) =>
    new Promise<string>((resolve, reject) => {
      loads.push({ now, resolve, reject: () => reject(new Error("load failed")) });
    });
  return { loads, load };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("staleWhileRevalidate", () => {
  it("answers a fresh value without loading, then the stale one while one refresh runs", async () => {
    const { loads, load } = manualLoader();
    const cache = staleWhileRevalidate({ load, freshMs: 100, keepMs: 1000 });
    const first = cache.get(0);
    loads[0]?.resolve("first");
    expect(await first).toBe("first");
    expect(await cache.get(99)).toBe("first");
    expect(loads).toHaveLength(1);

    expect(await cache.get(100)).toBe("first");
    expect(await cache.get(150)).toBe("first");
    expect(loads).toHaveLength(2);
    loads[1]?.resolve("second");
    await tick();
    expect(await cache.get(160)).toBe("second");
  });

  it("loads anew past keepMs, and after clear", async () => {
    const { loads, load } = manualLoader();
    const cache = staleWhileRevalidate({ load, freshMs: 100, keepMs: 1000 });
    const first = cache.get(0);
    loads[0]?.resolve("first");
    await first;
    const late = cache.get(1000);
    expect(loads).toHaveLength(2);
    loads[1]?.resolve("late");
    expect(await late).toBe("late");
    cache.clear();
    const cleared = cache.get(1001);
    loads[2]?.resolve("cleared");
    expect(await cleared).toBe("cleared");
  });

  it("keeps no failed load, and keeps the old value when a refresh fails", async () => {
    const { loads, load } = manualLoader();
    const cache = staleWhileRevalidate({ load, freshMs: 100, keepMs: 1000 });
    const failed = cache.get(0);
    loads[0]?.reject();
    await expect(failed).rejects.toThrow("load failed");
    const retried = cache.get(1);
    loads[1]?.resolve("value");
    expect(await retried).toBe("value");
    expect(await cache.get(200)).toBe("value");
    loads[2]?.reject();
    await tick();
    expect(await cache.get(300)).toBe("value");
    expect(loads).toHaveLength(4);
  });

  it("never answers a value past the moment it names as its end", async () => {
    const { loads, load } = manualLoader();
    const cache = staleWhileRevalidate({ load, freshMs: 100, keepMs: 1000, endsAt: () => 50 });
    const first = cache.get(0);
    loads[0]?.resolve("until 50");
    await first;
    await tick();
    const after = cache.get(50);
    expect(loads).toHaveLength(2);
    loads[1]?.resolve("after");
    expect(await after).toBe("after");
  });
});
