// An account for integration tests, made through better-auth and then signed in as a returning
// visitor would (sign-up opens no session: ADR 030).
import { getAuth } from "../../app/lib/auth.server.ts";

export async function signedInAccount(
  body: { name: string; email: string; password: string },
  headers = new Headers(),
) {
  const { user } = await getAuth().api.signUpEmail({ body, headers });
  const signIn = await getAuth().api.signInEmail({
    body: { email: body.email, password: body.password },
    headers,
    asResponse: true,
  });
  const setCookies = signIn.headers.getSetCookie();
  const cookie = setCookies.map((header) => header.split(";")[0]).join("; ");
  return { userId: user.id, cookie, setCookies };
}
