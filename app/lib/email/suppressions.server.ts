import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Queryable } from "~/lib/db.server";
import { type Env, getEnv } from "~/lib/env.server";
import { emailSuppressions } from "../../../db/schema/index.ts";

export type SuppressionReason = (typeof emailSuppressions.$inferSelect)["reason"];

const normalise = (email: string) => email.trim().toLowerCase();

function signature(address: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`unsubscribe:${address}`).digest();
}

/**
 * The token of an unsubscribe link: the address and an HMAC of it under AUTH_SECRET. It does not
 * expire (old emails' links keep working) and survives a secret rotation through
 * PREVIOUS_AUTH_SECRETS.
 */
export function unsubscribeToken(email: string, env: Env = getEnv()): string {
  const address = normalise(email);
  const signed = signature(address, env.AUTH_SECRET).toString("base64url");
  return `${Buffer.from(address).toString("base64url")}.${signed}`;
}

/** The address a token was made for, or null when it is not one of ours. */
export function addressOfUnsubscribeToken(token: string, env: Env = getEnv()): string | null {
  const [encoded, signed] = token.split(".");
  if (!encoded || !signed || token.length > 1000) return null;
  const address = Buffer.from(encoded, "base64url").toString();
  const given = Buffer.from(signed, "base64url");
  const matches = [env.AUTH_SECRET, ...env.PREVIOUS_AUTH_SECRETS].some((secret) => {
    const expected = signature(address, secret);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return matches ? address : null;
}

export function unsubscribeUrl(email: string, env: Env = getEnv()): string {
  return `${env.SITE_URL}/unsubscribe?t=${unsubscribeToken(email, env)}`;
}

/** Adds an address to the suppression list; the first reason recorded stays. */
export async function suppressAddress(db: Queryable, email: string, reason: SuppressionReason) {
  await db
    .insert(emailSuppressions)
    .values({ email: normalise(email), reason })
    .onConflictDoNothing();
}

export async function isSuppressed(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.email, normalise(email)));
  return Boolean(row);
}
