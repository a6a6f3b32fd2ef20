/**
 * A small in-process cache of promises by key with a time to live: many page views share one
 * query. A rejected promise is dropped at once, so a failure is retried on the next view. When
 * the cache is full, expired entries go first, then the oldest.
 */
export function createPromiseCache<T>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();

  function evict(now: number) {
    for (const [key, entry] of entries) {
      if (entry.expires <= now) entries.delete(key);
    }
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    /** The cached promise for `key`, or a new one from `load` kept for `ttlMs`. */
    get(key: string, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      entries.delete(key);
      if (entries.size >= maxEntries) evict(now);
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
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
