import type { Queryable } from "../../app/lib/db.server.ts";
import { roleDescriptions, roleNames } from "../roles.ts";
import { userRoles } from "../schema/index.ts";

export async function seedRoles(db: Queryable) {
  await db
    .insert(userRoles)
    .values(roleNames.map((name) => ({ name, description: roleDescriptions[name] })))
    .onConflictDoNothing();
}
