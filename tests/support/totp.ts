// Authenticator-app codes for tests, computed the way better-auth checks them (RFC 6238).
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** The code an authenticator app shows now for the base32 `secret` of an otpauth URI. */
export function totpCode(secret: string): Promise<string> {
  return createOTP(base32.decode(secret)).totp();
}

/** The base32 secret of an otpauth:// URI. */
export function otpauthSecret(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}
