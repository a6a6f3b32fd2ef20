import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import { getDb, type Queryable } from "./db.server.ts";
import { getEnv } from "./env.server.ts";
import { rateLimitRefusals } from "./metrics.server.ts";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (0 when allowed). */
  retryAfter: number;
}

/** The budgets of the public endpoints, per client address. */
export const rateLimits = {
  lead: { limit: 10, windowSeconds: 600 },
  subscribe: { limit: 10, windowSeconds: 600 },
  contact: { limit: 8, windowSeconds: 600 },
  events: { limit: 120, windowSeconds: 60 },
  clientErrors: { limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitBucket = keyof typeof rateLimits;

export const tooManyRequestsMessage = "Too many requests, please try again in a few minutes.";

/**
 * Counts one request against `key` in a fixed window and says whether it is allowed.
 * One atomic upsert on `request_limits`: concurrent requests (also from several instances on one
 * PostgreSQL server) each get their own count, and an expired window restarts at 1.
 */
export async function checkRateLimit(
  { key, limit, windowSeconds }: RateLimitRule & { key: string },
  db: Queryable = getDb(),
): Promise<RateLimitResult> {
  const window = sql`(${windowSeconds}::int * interval '1 second')`;
  const result = await db.execute(sql`
    insert into request_limits as r (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      window_start = case when r.window_start <= now() - ${window} then now() else r.window_start end,
      count = case when r.window_start <= now() - ${window} then 1 else r.count + 1 end
    returning count,
      greatest(ceil(extract(epoch from (window_start + ${window} - now()))), 1)::int as retry_after
  `);
  const row = (result as unknown as { rows: Array<{ count: number; retry_after: number }> })
    .rows[0];
  if (!row) throw new Error("The rate-limit upsert returned no row");
  const count = Number(row.count);
  const allowed = count <= limit;
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from request_limits where window_start < now() - interval '1 day'`);
  }
  return { allowed, count, retryAfter: allowed ? 0 : Number(row.retry_after) };
}

/** sha256 of the client address and AUTH_SECRET: stable per visitor, never the address itself. */
export function hashClientAddress(address: string, secret: string = getEnv().AUTH_SECRET): string {
  return createHash("sha256").update(`${address}\n${secret}`).digest("hex");
}

/** Set by our server on every request (server/client-address.ts); a visitor cannot choose it. */
export const clientAddressHeader = "x-client-ip";

/** The visitor's address as our server set it. */
export function clientAddressOf(request: Request): string {
  return request.headers.get(clientAddressHeader)?.trim() || "unknown";
}

/**
 * The part of an address that one client controls: an IPv4 address whole (an IPv4-mapped IPv6
 * address as its IPv4), an IPv6 address by its /64, since a single subscriber usually gets a
 * whole /64 and could otherwise take a new bucket for each of its 2^64 addresses.
 */
export function rateLimitAddress(address: string): string {
  const bare = address.replace(/%.*$/, "").toLowerCase();
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const mapped = bare.match(/^(?:0{0,4}:){0,5}ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const [head = "", tail] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** The rate-limit key of a bucket for the request's client (hashed, so no address is stored). */
export function rateLimitKey(bucket: string, request: Request): string {
  return `${bucket}:${hashClientAddress(rateLimitAddress(clientAddressOf(request)))}`;
}

/** Checks the request's client against a bucket's budget. */
export async function limitRequest(bucket: RateLimitBucket, request: Request, db?: Queryable) {
  const result = await checkRateLimit(
    { key: rateLimitKey(bucket, request), ...rateLimits[bucket] },
    db,
  );
  if (!result.allowed) rateLimitRefusals.inc({ bucket });
  return result;
}

/** The 429 answer: JSON with the message, and Retry-After. */
export function tooManyRequests(retryAfter: number, headers?: HeadersInit): Response {
  const response = Response.json(
    { ok: false, error: tooManyRequestsMessage },
    { status: 429, headers },
  );
  response.headers.set("Retry-After", String(Math.max(1, Math.ceil(retryAfter))));
  return response;
}
