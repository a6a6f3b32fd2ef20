import { loginRedirectTarget } from "~/features/accounts/redirect";

/** The staff sign-in's second step: the authenticator or backup code. */
export const secondFactorPath = "/admin/login/code";

export const noStaffAccessMessage = "You do not have access to the staff area";

/** Where a staff sign-in continues: a safe same-site path from `redirectTo`, else /admin. */
export function adminLoginTarget(value: unknown): string {
  const target = loginRedirectTarget(value, "/admin");
  return target.split(/[?#]/)[0] === "/admin/login" ? "/admin" : target;
}
