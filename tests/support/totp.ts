// Authenticator-app codes for tests, computed the way better-auth checks them (RFC 6238).
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricEncrypt } from "better-auth/crypto";

const stepMilliseconds = 30_000;

/**
 * The code an authenticator app shows now for the base32 `secret` of an otpauth URI, or with
 * `stepsAhead`, the one it shows that many 30-second steps later.
 */
export function totpCode(secret: string, { stepsAhead = 0 } = {}): Promise<string> {
  const step = Math.floor(Date.now() / stepMilliseconds) + stepsAhead;
  return createOTP(base32.decode(secret)).hotp(step);
}

/**
 * A code the app accepts now that is none of `used` (a code works once), or null when all three
 * were used. better-auth accepts the codes of the steps either side of the current one, so the
 * app's next code works already: a test need not wait up to 30 s for it to appear.
 */
export async function unusedTotpCode(
  secret: string,
  used: readonly string[],
): Promise<string | null> {
  for (const stepsAhead of [0, 1, -1]) {
    const code = await totpCode(secret, { stepsAhead });
    if (!used.includes(code)) return code;
  }
  return null;
}

/** The base32 secret of an otpauth:// URI. */
export function otpauthSecret(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

/** Runs one SQL statement against the site's database (the e2e and fuzz tiers each have one). */
type Query = (text: string, values: unknown[]) => Promise<unknown>;

/**
 * Turns on two-step sign-in for `userId` as better-auth's set-up leaves it (the secret encrypted
 * with the server's AUTH_SECRET, "base32:" marking an encoded secret, no backup codes left) and
 * returns the base32 secret, to compute codes with `totpCode`. Tests set staff up this way: the
 * browser cannot reach better-auth's two-factor endpoints (ADR 030), and the set-up page has its
 * own tests. `id` lets a fixture write the same row again (idempotent).
 */
export async function enrolTotp(
  query: Query,
  authSecret: string,
  userId: string,
  {
    secret = base32.encode(crypto.getRandomValues(new Uint8Array(20)), { padding: false }),
    id = crypto.randomUUID() as string,
  }: { secret?: string; id?: string } = {},
): Promise<string> {
  const encrypted = await symmetricEncrypt({ key: authSecret, data: `base32:${secret}` });
  const backupCodes = await symmetricEncrypt({ key: authSecret, data: "[]" });
  await query(
    `insert into two_factor (id, secret, backup_codes, user_id, verified)
     values ($1, $2, $3, $4, true) on conflict (id) do nothing`,
    [id, encrypted, backupCodes, userId],
  );
  await query(`update "user" set two_factor_enabled = true where id = $1`, [userId]);
  return secret;
}
