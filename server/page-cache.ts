/** One cached response: the bytes in each encoding, and what its headers need. */
export interface CachedPage {
  /** Headers the page was rendered with (Content-Type, Cache-Control, Link, X-Robots-Tag...). */
  headers: Array<[string, string]>;
  /**
   * The length of the uncompressed bytes. Those are not kept: nearly every client takes brotli or
   * gzip, and the rare one that takes neither gets the gzip copy unpacked (a third of the memory).
   */
  identityLength: number;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  /** Strong validator of the identity bytes; each encoding gets its own suffix. */
  etag: string;
  /** CSP hashes ('sha256-...') of the page's inline scripts: a cached page has no fresh nonce. */
  scriptHashes: string[];
  /** A shared page (ADR 091): a signed-in visitor gets it with their account entry in its slot. */
  accountSlot: boolean;
  storedAt: number;
}

export interface PageCacheOptions {
  /** Upper bound of the bytes held (all encodings); the least recently used pages go first. */
  maxBytes: number;
  /** Pages older than this are rendered again (relative dates, the year in the footer). */
  maxAgeMs: number;
  /**
   * Of those, the bytes pages with a query string (searches, filters) may hold: a burst of
   * one-off searches pushes out other searches, never the site's pages. An eighth by default.
   */
  maxQueryBytes?: number;
  now?: () => number;
}

/** A stored page and when it was last read (a count of reads: higher is more recent). */
interface Entry {
  page: CachedPage;
  usedAt: number;
  /** The key holds a query string: the page counts against the query budget too. */
  isQueryVariant: boolean;
}

const sizeOf = (page: CachedPage) => page.gzip.byteLength + page.br.byteLength;

/**
 * Anonymous pages and feeds, held in memory until the content they were made from changes.
 * The cache serves nothing until it knows the content is stable: while the database's change
 * notifications are not being received (`setListening(false)`), and until the next scheduled change
 * (a post's publish date, a job's deadline) is known. Each invalidation starts a new generation,
 * so a page rendered before it is never stored after it.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private queryBytes = 0;
  private readonly maxQueryBytes: number;
  /** Reads so far: each entry notes the one that last read it, for least-recently-used order. */
  private uses = 0;
  private listening = false;
  private currentGeneration = 0;
  /** When the content next changes by itself; undefined while unknown. */
  private stableUntil: number | undefined;
  private readonly options: PageCacheOptions;
  private readonly now: () => number;

  constructor(options: PageCacheOptions) {
    this.options = options;
    this.maxQueryBytes = options.maxQueryBytes ?? options.maxBytes / 8;
    this.now = options.now ?? Date.now;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  /** Whether the cache may serve and store now; an expired stable period ends here. */
  isActive(): boolean {
    if (!this.listening || this.stableUntil === undefined) return false;
    if (this.now() < this.stableUntil) return true;
    this.invalidate();
    return false;
  }

  /** True when the cache waits for the time of the next scheduled change. */
  needsStableUntil(): boolean {
    return this.listening && this.stableUntil === undefined;
  }

  /**
   * The next scheduled change as read in `generation` (null: none); ignored if content changed
   * since. It starts a generation: a page whose rendering began before the lookup may have read
   * the content before a scheduled change the lookup no longer sees (now past), so it is not stored.
   */
  setStableUntil(generation: number, nextChange: Date | null) {
    if (generation !== this.currentGeneration || !this.listening) return;
    this.currentGeneration += 1;
    this.stableUntil = nextChange ? nextChange.getTime() : Number.POSITIVE_INFINITY;
  }

  /** Change notifications are (again) being received: whatever happened meanwhile is unknown. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.invalidate();
  }

  invalidate() {
    this.currentGeneration += 1;
    this.stableUntil = undefined;
    this.entries.clear();
    this.bytes = 0;
    this.queryBytes = 0;
  }

  /**
   * The page stored under `key`, if it is still fresh. A hit only notes the read: the map is not
   * reordered (that churns its table on every hit); eviction sorts by the notes instead.
   */
  get(key: string): CachedPage | undefined {
    if (!this.isActive()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.page.storedAt >= this.options.maxAgeMs) {
      this.remove(key, entry);
      return undefined;
    }
    this.uses += 1;
    entry.usedAt = this.uses;
    return entry.page;
  }

  /** Stores a page rendered in `generation`; false when content changed since or it is too big. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.currentGeneration || !this.isActive()) return false;
    const size = sizeOf(page);
    const isQueryVariant = key.includes("?");
    if (size > (isQueryVariant ? this.maxQueryBytes : this.options.maxBytes) / 4) return false;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.uses += 1;
    this.entries.set(key, { page, usedAt: this.uses, isQueryVariant });
    this.bytes += size;
    if (isQueryVariant) this.queryBytes += size;
    if (this.queryBytes > this.maxQueryBytes) {
      this.evictLeastRecentlyUsed(
        (entry) => entry.isQueryVariant,
        () => this.queryBytes <= this.maxQueryBytes,
      );
    }
    if (this.bytes > this.options.maxBytes) {
      this.evictLeastRecentlyUsed(
        () => true,
        () => this.bytes <= this.options.maxBytes,
      );
    }
    return true;
  }

  /** Removes the least recently used of the `matching` pages until `withinBound()`. */
  private evictLeastRecentlyUsed(matching: (entry: Entry) => boolean, withinBound: () => boolean) {
    const byUse = [...this.entries]
      .filter(([, entry]) => matching(entry))
      .sort(([, a], [, b]) => a.usedAt - b.usedAt);
    for (const [key, entry] of byUse) {
      if (withinBound()) break;
      this.remove(key, entry);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= sizeOf(entry.page);
    if (entry.isQueryVariant) this.queryBytes -= sizeOf(entry.page);
  }
}
