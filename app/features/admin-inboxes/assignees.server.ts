import { asc, eq } from "drizzle-orm";
import { type Permission, permissionsOf } from "~/features/access/permissions";
import type { Queryable } from "~/lib/db.server";
import { user, userRoleAssignments, userRoles } from "../../../db/schema/index.ts";

export interface StaffMember {
  id: string;
  name: string;
  email: string;
}

/** How a staff member is named in lists: their name, or their email when they gave none. */
export function staffLabel(member: { name: string | null; email: string | null }): string {
  return member.name?.trim() || member.email || "";
}

/** Staff members whose active roles grant `permission`: the people an inbox row can go to. */
export async function staffHolding(db: Queryable, permission: Permission): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: userRoles.name })
    .from(userRoleAssignments)
    .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
    .innerJoin(user, eq(user.id, userRoleAssignments.userId))
    .where(eq(userRoleAssignments.isActive, true))
    .orderBy(asc(user.name), asc(user.email));
  const members = new Map<string, StaffMember & { roles: string[] }>();
  for (const row of rows) {
    const member = members.get(row.id) ?? {
      id: row.id,
      name: row.name,
      email: row.email,
      roles: [],
    };
    member.roles.push(row.role);
    members.set(row.id, member);
  }
  return [...members.values()]
    .filter((member) => permissionsOf(member.roles).has(permission))
    .map(({ id, name, email }) => ({ id, name, email }));
}
