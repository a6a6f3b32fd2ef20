/**
 * Runs at most `slots` of the works given to it at a time; the others wait their turn (FIFO).
 * `load()` tells how many run now and the most that ever ran at once.
 */
export function concurrencyLimit(slots: number) {
  let running = 0;
  let peak = 0;
  const waiting: Array<() => void> = [];
  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    peak = Math.max(peak, running);
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, or give it back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }
  limited.load = () => ({ running, peak });
  return limited;
}
