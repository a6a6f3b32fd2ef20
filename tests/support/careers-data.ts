// Rows for careers integration tests: users (without going through sign-up), jobs, staff roles.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Queryable } from "~/lib/db.server";
import { jobPosts, user, userRoleAssignments, userRoles } from "../../db/schema/index.ts";

export async function createUser(db: Queryable, name = "Ada Lovelace") {
  const id = randomUUID();
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${id.slice(0, 8)}@example.org`;
  await db.insert(user).values({ id, name, email, emailVerified: true });
  return { id, name, email, emailVerified: true };
}

/**
 * Gives `userId` a staff role, with two-step sign-in marked on as every staff member must have it
 * (ADR 027; app/features/access/guards.integration.test.ts tests staff without it).
 */
export async function grantRole(
  db: Queryable,
  userId: string,
  role: "admin" | "recruiter" | "editor",
) {
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  await db.insert(userRoles).values({ name: role }).onConflictDoNothing();
  const [row] = await db.select().from(userRoles).where(eq(userRoles.name, role));
  await db
    .insert(userRoleAssignments)
    .values({ userId, roleId: row?.id as string })
    .onConflictDoNothing();
}

export async function createJob(
  db: Queryable,
  overrides: Partial<typeof jobPosts.$inferInsert> = {},
) {
  const slug = overrides.slug ?? `job-${randomUUID().slice(0, 8)}`;
  const [job] = await db
    .insert(jobPosts)
    .values({
      slug,
      title: "Senior React Engineer",
      companyName: "Quillstack",
      location: "Remote",
      description: "Build things.",
      jobType: "full-time",
      experienceLevel: "senior",
      ...overrides,
    })
    .returning();
  if (!job) throw new Error("job not created");
  return job;
}
