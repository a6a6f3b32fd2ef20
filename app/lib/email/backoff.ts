export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** Fraction of the delay added or removed at random (0.1 = +-10 %). */
  jitter?: number;
  random?: () => number;
}

/**
 * Delay before the next delivery attempt after `attempts` failed ones:
 * 30 s, 1 min, 2 min, 4 min ... capped at 1 h, each +-10 % so retries of many emails spread out.
 */
export function retryDelayMs(
  attempts: number,
  { baseMs = 30_000, maxMs = 3_600_000, jitter = 0.1, random = Math.random }: BackoffOptions = {},
): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const delay = Math.min(maxMs, baseMs * 2 ** exponent);
  const jittered = delay * (1 + jitter * (2 * random() - 1));
  return Math.round(Math.min(maxMs, Math.max(0, jittered)));
}
