/**
 * One value kept in this process and refreshed behind its readers: answered as it is for
 * `freshMs` after its load started, then, until `keepMs`, still answered while one fresh load runs
 * behind it (stale while revalidate). A failed load is not kept, and a failed refresh leaves the
 * old value in place. `endsAt` names a moment the loaded value stops being true (a scheduled post
 * coming due): it is never answered past that.
 */
export function staleWhileRevalidate<T>(options: {
  load: (now: number) => Promise<T>;
  freshMs: number;
  keepMs: number;
  endsAt?: (value: T) => number | undefined;
}) {
  interface Entry {
    value: Promise<T>;
    freshUntil: number;
    keepUntil: number;
    refreshing: boolean;
  }
  let current: Entry | undefined;

  function start(now: number): Entry {
    const entry: Entry = {
      value: options.load(now),
      freshUntil: now + options.freshMs,
      keepUntil: now + options.keepMs,
      refreshing: false,
    };
    entry.value.then(
      (value) => {
        const end = options.endsAt?.(value);
        if (end !== undefined && end < entry.keepUntil) {
          entry.freshUntil = Math.min(entry.freshUntil, end);
          entry.keepUntil = end;
        }
      },
      () => {
        if (current === entry) current = undefined;
      },
    );
    return entry;
  }

  return {
    get(now: number = Date.now()): Promise<T> {
      const entry = current;
      if (entry && now < entry.freshUntil) return entry.value;
      if (entry && now < entry.keepUntil) {
        if (!entry.refreshing) {
          entry.refreshing = true;
          const next = start(now);
          next.value.then(
            () => {
              if (current === entry) current = next;
            },
            () => {
              entry.refreshing = false;
            },
          );
        }
        return entry.value;
      }
      current = start(now);
      return current.value;
    },
    /** Forgets the value: the next reader loads a fresh one. */
    clear(): void {
      current = undefined;
    },
  };
}
