// Talks to the site started by global-setup.ts and to its database.

import pg from "pg";
import { inject } from "vitest";
import type { Encoding } from "./hostile.ts";

const { url: siteUrl, databaseUrl } = inject("fuzzSite");

export { siteUrl };

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

export async function query<Row extends Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return (await pool.query<Row>(text, values)).rows;
}

export async function closeDatabase() {
  await pool.end();
}

/** Row counts of the given tables, read in one statement. */
export async function countRows(tables: readonly string[]): Promise<Record<string, number>> {
  const selects = tables.map((table) => `(select count(*)::int from "${table}") as "${table}"`);
  const [row] = await query<Record<string, number>>(`select ${selects.join(", ")}`);
  return row as Record<string, number>;
}

let clients = 0;
/** A client address nobody else uses, so a rate limit is met only on purpose. */
export function freshClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit | null;
  /** Defaults to a fresh one per request. */
  clientAddress?: string;
  cookie?: string;
}

export function send(path: string, options: SendOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  headers.set("x-forwarded-for", options.clientAddress ?? freshClientAddress());
  if (options.cookie) headers.set("cookie", options.cookie);
  return fetch(new URL(path, siteUrl), {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body: options.body,
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
}

function formValue(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/** Encodes fields the way the chosen encoding says; "forged" sends JSON under another type. */
export function encodeBody(
  fields: Record<string, unknown>,
  kind: Encoding,
  forgedType = "text/plain",
): { body: BodyInit; headers: Record<string, string> } {
  if (kind === "json") {
    return { body: JSON.stringify(fields), headers: { "content-type": "application/json" } };
  }
  if (kind === "urlencoded") {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) params.append(name, formValue(value));
    return { body: params, headers: {} };
  }
  if (kind === "multipart") {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, formValue(value));
    return { body: form, headers: {} };
  }
  return { body: JSON.stringify(fields), headers: { "content-type": forgedType } };
}

/** The cookies a response sets, as one Cookie header. */
export function cookiesOf(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

/**
 * A refusal the visitor can understand: a JSON `error`, an HTML page (the form with its field
 * messages or the error screen), or a redirect back carrying a flash message.
 */
export async function expectClearAnswer(response: Response, fullContext: string) {
  const text = await response.text();
  const context = fullContext.length > 300 ? `${fullContext.slice(0, 300)}…` : fullContext;
  if (response.status >= 500) {
    throw new Error(`${context}: answered ${response.status}\n${text.slice(0, 600)}`);
  }
  if (response.status < 400) return text;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const message = body.error ?? body.message;
    const readable =
      typeof message === "string" ||
      (typeof message === "object" && message !== null && "message" in message);
    if (!readable) {
      throw new Error(`${context}: ${response.status} without a message: ${text.slice(0, 300)}`);
    }
  } else if (!text.trim()) {
    throw new Error(`${context}: ${response.status} with an empty body`);
  }
  return text;
}

/** A refused write leaves every table it touches as it was. */
export function expectUnchanged(
  before: Record<string, number>,
  after: Record<string, number>,
  context: string,
) {
  for (const [table, count] of Object.entries(before)) {
    if (after[table] !== count) {
      throw new Error(`${context}: refused, yet ${table} went from ${count} to ${after[table]}`);
    }
  }
}

export interface HostilePost {
  path: string;
  fields: Record<string, unknown>;
  kind: Encoding;
  forgedType?: string;
  /** Tables the post may write to. */
  tables: readonly string[];
  cookie?: string;
  headers?: Record<string, string>;
}

/**
 * Sends hostile fields and holds the tier's rule: no 5xx, a message with every refusal, and a
 * refusal writes nothing. Returns what the caller may check further.
 */
export async function postHostile(post: HostilePost) {
  const before = await countRows(post.tables);
  const { body, headers } = encodeBody(post.fields, post.kind, post.forgedType);
  const response = await send(post.path, {
    body,
    headers: { ...headers, ...post.headers },
    cookie: post.cookie,
  });
  const context = `${post.path} ${post.kind} ${JSON.stringify(post.fields)}`;
  await expectClearAnswer(response, context);
  const after = await countRows(post.tables);
  if (response.status >= 400) expectUnchanged(before, after, context.slice(0, 300));
  return { status: response.status, before, after, context: context.slice(0, 300) };
}
