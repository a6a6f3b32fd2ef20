// Accounts, jobs and staff roles for the careers end-to-end tests, made through better-auth's
// API and the e2e server's database (tests/support/e2e-services.ts), never through the pages
// under test.
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { mailTo, queryDb, uniqueClientAddress } from "./e2e-services.ts";

export const candidatePassword = "correct-horse-battery";

export interface Candidate {
  id: string;
  email: string;
  name: string;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** Every request of the context comes from an address of its own, and the cookie banner is answered. */
export async function prepareVisitor(context: BrowserContext) {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientAddress() });
  await context.addInitScript(() => {
    if (!window.localStorage.getItem("cookie-consent")) {
      window.localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ essential: true, analytics: false, marketing: false, functional: true }),
      );
    }
  });
}

/**
 * A verified candidate (unless `verified: false`). With `request` being a browser context's
 * `context.request`, that context is signed in as the candidate (by sign-up's session cookie, or
 * by signing in should sign-up stop handing one out before verification).
 */
export async function signUpCandidate(
  request: APIRequestContext,
  baseURL: string | undefined,
  name = "Ada Lovelace",
  { verified = true }: { verified?: boolean } = {},
): Promise<Candidate> {
  const email = uniqueEmail(name.split(" ")[0]?.toLowerCase() ?? "candidate");
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { origin: baseURL as string, "x-forwarded-for": uniqueClientAddress() },
    data: { name, email, password: candidatePassword },
  });
  if (response.status() !== 200) {
    throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
  }
  const { user } = (await response.json()) as { user: { id: string } };
  if (verified) await queryDb(`update "user" set email_verified = true where id = $1`, [user.id]);
  // One session, as a real visitor has: sign in only when sign-up handed out none.
  if (!/session_token=[^;]/.test(response.headers()["set-cookie"] ?? "")) {
    const signIn = await request.post("/api/auth/sign-in/email", {
      headers: { origin: baseURL as string, "x-forwarded-for": uniqueClientAddress() },
      data: { email, password: candidatePassword },
    });
    if (signIn.status() !== 200) {
      throw new Error(`sign-in answered ${signIn.status()}: ${await signIn.text()}`);
    }
  }
  return { id: user.id, email, name };
}

export interface JobRow {
  id: string;
  slug: string;
  title: string;
}

/** A job written straight to the database (active and open unless told otherwise). */
export async function createJob(
  options: {
    title?: string;
    active?: boolean;
    deadline?: Date | null;
    companyName?: string;
    description?: string;
    salaryRange?: string;
  } = {},
): Promise<JobRow> {
  const suffix = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const title = options.title ?? `E2E Engineer ${suffix}`;
  const [job] = await queryDb<{ id: string; slug: string; title: string }>(
    `insert into job_posts (slug, title, company_name, location, description, job_type, experience_level, is_active, application_deadline, salary_range)
     values ($1, $2, $3, 'Remote', $4, 'full-time', 'senior', $5, $6, $7) returning id, slug, title`,
    [
      `e2e-${suffix}`,
      title,
      options.companyName ?? "Quillstack",
      options.description ?? "Build reliable software with a distributed team.",
      options.active ?? true,
      options.deadline ?? null,
      options.salaryRange ?? null,
    ],
  );
  if (!job) throw new Error("job not created");
  return job;
}

/** Gives the user a staff role directly (the staff area that manages roles is another issue). */
export async function grantRole(userId: string, role: "admin" | "recruiter" | "editor") {
  await queryDb(
    `insert into user_role_assignments (user_id, role_id)
     select $1, id from user_roles where name = $2 on conflict do nothing`,
    [userId, role],
  );
}

/** Waits for a mail to `to` whose subject is `subject` (the verification mail may come first). */
export async function waitForSubject(to: string, subject: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(to)).filter((mail) => mail.subject === subject);
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
