/**
 * Permission strings are `action:entity:scope` (e.g. `update:job:any`). Roles grant lists of them;
 * "own" access (a candidate's own profile, applications...) needs no role and is checked by the
 * feature against the row's user_id.
 */
import type { RoleName } from "../../../db/roles.ts";

export { type RoleName, roleDescriptions, roleNames } from "../../../db/roles.ts";

export type Permission =
  | "access:admin:any"
  | "read:application:any"
  | "update:application:any"
  | "read:profile:any"
  | "read:resume:any"
  | "create:job:any"
  | "update:job:any"
  | "delete:job:any"
  | "create:post:any"
  | "update:post:any"
  | "delete:post:any"
  | "read:lead:any"
  | "update:lead:any"
  | "read:message:any"
  | "update:message:any"
  | "read:analytics:any"
  | "read:outbox:any"
  | "update:outbox:any"
  | "read:audit:any"
  | "read:client-error:any"
  | "manage:role:any";

const recruiter: Permission[] = [
  "access:admin:any",
  "read:application:any",
  "update:application:any",
  "read:profile:any",
  "read:resume:any",
  "create:job:any",
  "update:job:any",
  "delete:job:any",
];

const editor: Permission[] = [
  "access:admin:any",
  "create:post:any",
  "update:post:any",
  "delete:post:any",
];

const admin: Permission[] = [
  ...new Set<Permission>([
    ...recruiter,
    ...editor,
    "read:lead:any",
    "update:lead:any",
    "read:message:any",
    "update:message:any",
    "read:analytics:any",
    "read:outbox:any",
    "update:outbox:any",
    "read:audit:any",
    "read:client-error:any",
    "manage:role:any",
  ]),
];

export const rolePermissions: Record<RoleName, readonly Permission[]> = {
  admin,
  recruiter,
  editor,
};

/** Role names as people read them, in the staff area and in mails. */
export const roleLabels: Record<RoleName, string> = {
  admin: "Administrator",
  recruiter: "Recruiter",
  editor: "Editor",
};

/** "recruiter" → "Recruiter"; a name that is not a role stays as it is. */
export function roleLabel(role: string): string {
  return Object.hasOwn(roleLabels, role) ? roleLabels[role as RoleName] : role;
}

export function permissionsOf(roles: readonly string[]): Set<Permission> {
  const granted = new Set<Permission>();
  for (const role of roles) {
    for (const permission of rolePermissions[role as RoleName] ?? []) granted.add(permission);
  }
  return granted;
}
