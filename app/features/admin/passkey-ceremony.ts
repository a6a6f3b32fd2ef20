// The browser's side of a passkey ceremony (ADR 034). Loaded with import() by the pages that use
// it, so @simplewebauthn/browser stays out of the shared bundle.
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { passkeyMessages } from "./passkeys";

/** A ceremony that could not finish, with what to tell the user. */
export class PasskeyProblem extends Error {}

/** better-auth's challenge for the ceremony (it also sets the cookie that binds it to us). */
async function challenge<Options>(
  step: "generate-register-options" | "generate-authenticate-options",
): Promise<Options> {
  const response = await fetch(`/api/auth/passkey/${step}`, {
    headers: { accept: "application/json" },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !body) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new PasskeyProblem(typeof message === "string" ? message : passkeyMessages.failed);
  }
  return body as Options;
}

/** The browser's words for a refused ceremony, as ours. */
function problemOf(error: unknown): PasskeyProblem {
  if (error instanceof PasskeyProblem) return error;
  const name = (error as { cause?: { name?: string }; name?: string }).cause?.name;
  if (name === "InvalidStateError" || (error as { name?: string }).name === "InvalidStateError") {
    return new PasskeyProblem(passkeyMessages.alreadyOnDevice);
  }
  return new PasskeyProblem(passkeyMessages.cancelled);
}

function requireSupport() {
  if (!browserSupportsWebAuthn()) throw new PasskeyProblem(passkeyMessages.unsupported);
}

/** Creates a passkey for the signed-in staff member; the answer (JSON) goes to the page's action. */
export async function createPasskey(): Promise<string> {
  requireSupport();
  const optionsJSON = await challenge<PublicKeyCredentialCreationOptionsJSON>(
    "generate-register-options",
  );
  try {
    return JSON.stringify(await startRegistration({ optionsJSON }));
  } catch (error) {
    throw problemOf(error);
  }
}

/** Asks the device for a passkey of this site, verifying its user (PIN, fingerprint or face). */
export async function getPasskeyAnswer(): Promise<string> {
  requireSupport();
  const optionsJSON = await challenge<PublicKeyCredentialRequestOptionsJSON>(
    "generate-authenticate-options",
  );
  try {
    // better-auth asks for "preferred"; our server refuses an answer without it (auth.server.ts).
    const required = { ...optionsJSON, userVerification: "required" as const };
    return JSON.stringify(await startAuthentication({ optionsJSON: required }));
  } catch (error) {
    throw problemOf(error);
  }
}
