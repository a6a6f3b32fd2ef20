// Candidate accounts for the fuzz tier, made through better-auth's own endpoints.
import { enrolTotp } from "../support/totp.ts";
import { fuzzAuthSecret } from "./auth-secret.ts";
import { cookiesOf, query, send, siteUrl } from "./client.ts";

export const candidatePassword = "correct-horse-battery-staple";

export interface FuzzCandidate {
  id: string;
  email: string;
  /** The signed-in session as a Cookie header. */
  cookie: string;
}

let made = 0;

export async function signedInCandidate(
  prefix: string,
  name = "Fuzz Candidate",
): Promise<FuzzCandidate> {
  made += 1;
  const email = `${prefix}.${made}.${Date.now().toString(36)}@example.org`;
  const headers = { origin: siteUrl, "content-type": "application/json" };
  const signUp = await send("/api/auth/sign-up/email", {
    headers,
    body: JSON.stringify({ name, email, password: candidatePassword }),
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const { user } = (await signUp.json()) as { user: { id: string } };
  await query(`update "user" set email_verified = true where id = $1`, [user.id]);
  const signIn = await send("/api/auth/sign-in/email", {
    headers,
    body: JSON.stringify({ email, password: candidatePassword }),
  });
  if (signIn.status !== 200)
    throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  return { id: user.id, email, cookie: cookiesOf(signIn) };
}

/**
 * A signed-in staff member: a candidate given the admin role in the database, with two-step
 * sign-in turned on through better-auth (staff without it are only sent to set it up, ADR 027).
 */
export async function signedInAdmin(): Promise<FuzzCandidate> {
  const staff = await signedInCandidate("admin", "Fuzz Admin");
  await query(
    `insert into user_role_assignments (user_id, role_id)
     select $1, id from user_roles where name = 'admin' on conflict do nothing`,
    [staff.id],
  );
  await enrolTotp(query, fuzzAuthSecret, staff.id);
  return staff;
}
