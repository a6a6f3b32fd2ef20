import { LRUCache } from "lru-cache";

/**
 * An in-process cache of promises by key with a time to live: many page views share one query.
 * A rejected promise is dropped at once, so a failure is retried on the next view. Bounded by
 * lru-cache (the least recently used entry goes when it is full); the expiry is checked against
 * the caller's clock, so tests can move time.
 */
export function createPromiseCache<T>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}) {
  const entries = new LRUCache<string, { expires: number; value: Promise<T> }>({
    max: maxEntries,
  });

  return {
    /** The cached promise for `key`, or a new one from `load` kept for `ttlMs`. */
    get(key: string, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      value.catch(() => {
        if (entries.peek(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** Forgets every entry: the next `get` of each key loads again (after a content write). */
    clear(): void {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
