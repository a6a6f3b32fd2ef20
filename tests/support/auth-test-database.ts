// Test fixture: a migrated database of its own and a fresh better-auth instance for one test file.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { getAuth, resetAuth } from "~/lib/auth.server";
import { setUpTestDatabase, type TestDatabase } from "./test-database-hooks.ts";

/**
 * Opens the database before the file's tests (better-auth created anew on it) and closes it
 * after them. Returns the open database; call it inside tests and hooks.
 */
export function useAuthTestDatabase(prefix: string): () => TestDatabase {
  beforeAll(() => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), prefix));
    process.env.AUTH_SECRET = "integration-test-secret-that-is-long-enough";
  });
  const database = setUpTestDatabase();
  beforeAll(() => resetAuth());
  // After-hooks run last-registered first: better-auth goes before the database closes.
  afterAll(() => resetAuth());
  return database;
}

let visitors = 0;

/** A form POST from a client address of its own (its own rate-limit bucket), signed in by `cookie`. */
export function visitorRequest(cookie?: string, headers: Record<string, string> = {}): Request {
  visitors++;
  const address = `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  return new Request("http://localhost:3000/user/login", {
    method: "POST",
    headers: { "x-client-ip": address, ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** The Cookie header that sends back what `setCookies` set. */
export const cookieOf = (setCookies: string[]) =>
  setCookies.map((header) => header.split(";")[0]).join("; ");

/** The token of the reset link in a password-reset mail, as better-auth's redirect hands it on. */
export async function resetTokenOf(mailText: string | undefined): Promise<string> {
  const link = mailText?.match(/https?:\/\/\S+reset-password\S+/)?.[0] ?? "";
  const landing = await getAuth().handler(new Request(link));
  const location = new URL(landing.headers.get("location") ?? "", "http://localhost:3000");
  return location.searchParams.get("token") ?? "";
}
