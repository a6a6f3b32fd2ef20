/**
 * A bounded least-recently-used cache: the Markdown renderer keeps each rendered body here so a
 * post is rendered once per version, not once per request. Bounded by entry count and by a total
 * size the caller measures (the rendered bodies' weight), so drafts previewed by staff or many
 * edited versions cannot grow the process without limit.
 */
export interface LruCache<V> {
  /** The value for `key`, marked as the most recently used; undefined when absent. */
  get(key: string): V | undefined;
  /** Stores a value of the given size; the least recently used entries leave to make room. A
   * value larger than the whole size budget is not kept. */
  set(key: string, value: V, size?: number): void;
  readonly size: number;
  /** Sum of the sizes of the values held. */
  readonly weight: number;
  clear(): void;
}

export function createLruCache<V>({
  maxEntries,
  maxWeight = Number.POSITIVE_INFINITY,
}: {
  maxEntries: number;
  maxWeight?: number;
}): LruCache<V> {
  // A Map iterates in insertion order: re-inserting on each hit keeps the oldest use first.
  const entries = new Map<string, { value: V; size: number }>();
  let weight = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    weight -= entry.size;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, size = 0) {
      remove(key);
      if (size > maxWeight || maxEntries < 1) return;
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries && weight + size <= maxWeight) break;
        remove(oldest);
      }
      entries.set(key, { value, size });
      weight += size;
    },
    get size() {
      return entries.size;
    },
    get weight() {
      return weight;
    },
    clear() {
      entries.clear();
      weight = 0;
    },
  };
}
