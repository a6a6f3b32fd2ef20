// Signed-in staff members for the staff-area end-to-end tests: an account made through
// better-auth's API, with its role given in the database (the pages under test are not used).
import type { Browser, BrowserContext } from "@playwright/test";
import { type Candidate, grantRole, prepareVisitor, signUpCandidate } from "./candidates.ts";

export type StaffRole = "admin" | "recruiter" | "editor";

export interface StaffSession {
  context: BrowserContext;
  user: Candidate;
}

/** A browser context signed in as a new user holding `roles` (none: a plain candidate). */
export async function staffSession(
  browser: Browser,
  baseURL: string | undefined,
  roles: StaffRole[],
  name = "Sam Staff",
): Promise<StaffSession> {
  const context = await browser.newContext({ baseURL });
  await prepareVisitor(context);
  const user = await signUpCandidate(context.request, baseURL, name);
  for (const role of roles) await grantRole(user.id, role);
  return { context, user };
}
