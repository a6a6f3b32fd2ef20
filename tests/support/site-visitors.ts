// What visitors do to a running site process, over real HTTP, for the resilience tier: submit
// leads and contact messages, each from an address of its own (the site runs with TRUST_PROXY,
// so rate limits do not interfere), and sign up; and the query the tests check the outcome with.
import pg from "pg";
import { uniqueClientAddress } from "./e2e-services.ts";

/** What the visitor was told: a status, or the network error when no answer came. */
export interface Answer {
  status: number | null;
  error?: string;
  body?: string;
}

async function post(url: string, body: unknown, clientAddress: string): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": clientAddress },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: null, error: String((error as Error).cause ?? error) };
  }
}

/** POST /api/leads as the hero form's script does. */
export function submitLead(siteUrl: string, email: string, clientAddress = uniqueClientAddress()) {
  return post(`${siteUrl}/api/leads`, { email, source: "landing-page" }, clientAddress);
}

/** POST /api/contact as the contact form's script does. */
export function submitContact(
  siteUrl: string,
  email: string,
  clientAddress = uniqueClientAddress(),
) {
  return post(
    `${siteUrl}/api/contact`,
    { name: "Resilience Tester", email, message: `A question from ${email}` },
    clientAddress,
  );
}

/** The success answer of the public form endpoints. */
export const succeeded = (answer: Answer) => answer.status === 200 && answer.body === '{"ok":true}';

/** The session cookie(s) of a response, ready for a Cookie header. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs up and in through better-auth on `siteUrl`; `origin` is the public URL the instances share. */
export async function signUp(siteUrl: string, origin: string, email: string) {
  const post = async (path: string, body: Record<string, string>) => {
    const response = await fetch(`${siteUrl}/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        "x-forwarded-for": uniqueClientAddress(),
      },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) {
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    }
    return response;
  };
  const password = "correct-horse-battery";
  const signUp = await post("/sign-up/email", { name: "Grace Hopper", email, password });
  const { user } = (await signUp.json()) as { user: { id: string } };
  // Sign-up opens no session (the verification link would); sign in as a returning visitor.
  const signIn = await post("/sign-in/email", { email, password });
  return { userId: user.id, cookie: cookiesOf(signIn) };
}

export async function queryDb<T>(databaseUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Queues `count` plain emails straight into the outbox; resolves with their ids. */
export async function queueEmails(databaseUrl: string, prefix: string, count: number) {
  const rows = await queryDb<{ id: string }>(
    databaseUrl,
    `insert into email_outbox (template, to_address, subject, html, text)
     select 'resilience', $1 || '-' || n || '@acme-industries.com', 'Test ' || n, '<p>Hi</p>', 'Hi'
     from generate_series(1, $2::int) as n
     returning id`,
    [prefix, count],
  );
  return rows.map((row) => row.id);
}

/** The outbox status of each of `ids`. */
export function outboxStates(databaseUrl: string, ids: string[]) {
  return queryDb<{ id: string; status: string; attempts: number }>(
    databaseUrl,
    "select id, status, attempts from email_outbox where id = any($1::uuid[])",
    [ids],
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is true or `timeoutMs` passes; says which. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(250);
  }
  return false;
}
