import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getUserRoles } from "~/features/access/guards.server";
import { getAuth, resetAuth } from "~/lib/auth.server";
import { appMeta, emailOutbox, user, userRoleAssignments } from "../../../db/schema";
import { seedDemoContent } from "../../../db/seed";
import { openTestDatabase, truncate } from "../../../tests/support/test-database";
import { type BootstrapOptions, bootstrapAdmin, generatedAdminKey } from "./bootstrap.server";

async function canSignIn(email: string, password: string) {
  const response = await getAuth().api.signInEmail({ body: { email, password }, asResponse: true });
  return response.status === 200;
}

describe("first admin bootstrap", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "site-bootstrap-"));
    process.env.AUTH_SECRET = "integration-test-secret-that-is-long-enough";
    database = await openTestDatabase();
    await seedDemoContent(database.db);
    resetAuth();
  });
  beforeEach(async () => {
    await truncate(database, "user", "email_outbox");
    await database.db.delete(appMeta).where(eq(appMeta.key, generatedAdminKey));
  });
  afterAll(async () => {
    resetAuth();
    await database.cleanup();
  });

  const configured: BootstrapOptions = {
    adminEmail: "Boss@Example.org",
    adminPassword: "a-configured-password",
    embedded: false,
    domain: "example.org",
  };

  it("creates the configured admin verified, with one active admin role, and is idempotent", async () => {
    expect(await bootstrapAdmin(database.db, configured)).toEqual({
      action: "created",
      email: "boss@example.org",
      generated: false,
    });
    // A second start, and two instances starting at once, change nothing.
    const again = await Promise.all([
      bootstrapAdmin(database.db, configured),
      bootstrapAdmin(database.db, configured),
    ]);
    expect(again.map((outcome) => outcome.action)).toEqual(["unchanged", "unchanged"]);

    const users = await database.db.select().from(user);
    expect(users).toHaveLength(1);
    expect(users[0]?.emailVerified).toBe(true);
    expect(await getUserRoles(users[0]?.id as string)).toEqual(["admin"]);
    const [assignment] = await database.db.select().from(userRoleAssignments);
    expect(assignment?.assignedBy).toBeNull();
    expect(await canSignIn("boss@example.org", "a-configured-password")).toBe(true);
    // No verification mail for an account created by configuration.
    expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("survives two instances creating the configured admin at the same moment", async () => {
    const outcomes = await Promise.all([
      bootstrapAdmin(database.db, configured),
      bootstrapAdmin(database.db, configured),
    ]);
    expect(outcomes.map((outcome) => outcome.action).sort()).toContain("created");
    expect(await database.db.select().from(user)).toHaveLength(1);
    expect(await database.db.select().from(userRoleAssignments)).toHaveLength(1);
  });

  it("gives an existing account the admin role back without touching its password", async () => {
    await getAuth().api.signUpEmail({
      body: { name: "Boss", email: "boss@example.org", password: "the-owners-password" },
    });
    const [owner] = await database.db.select().from(user);
    const userId = owner?.id as string;
    expect(await bootstrapAdmin(database.db, configured)).toEqual({
      action: "granted",
      email: "boss@example.org",
    });
    await database.db.update(userRoleAssignments).set({ isActive: false });
    expect((await bootstrapAdmin(database.db, configured)).action).toBe("granted");
    expect(await getUserRoles(userId)).toEqual(["admin"]);
    expect(await canSignIn("boss@example.org", "the-owners-password")).toBe(true);
  });

  it("on the embedded default generates admin@{domain} and prints its password exactly once", async () => {
    const printed: Array<{ email: string; password: string }> = [];
    const embedded: BootstrapOptions = {
      embedded: true,
      domain: "example.org",
      announce: (credentials) => printed.push(credentials),
    };
    expect(await bootstrapAdmin(database.db, embedded)).toEqual({
      action: "created",
      email: "admin@example.org",
      generated: true,
    });
    expect(printed).toHaveLength(1);
    expect(printed[0]?.password.length).toBeGreaterThanOrEqual(20);
    expect(await canSignIn("admin@example.org", printed[0]?.password as string)).toBe(true);

    expect((await bootstrapAdmin(database.db, embedded)).action).toBe("skipped");
    // Even when that admin is gone, later starts never generate or print again.
    await database.db.delete(user).where(eq(user.email, "admin@example.org"));
    expect(await bootstrapAdmin(database.db, embedded)).toEqual({
      action: "skipped",
      reason: "generated before",
    });
    expect(printed).toHaveLength(1);
  });

  it("generates nothing on PostgreSQL without configuration, or when an admin already exists", async () => {
    const printed: unknown[] = [];
    const announce = (credentials: unknown) => printed.push(credentials);
    expect(
      (await bootstrapAdmin(database.db, { embedded: false, domain: "example.org", announce }))
        .action,
    ).toBe("skipped");
    await bootstrapAdmin(database.db, configured);
    expect(
      await bootstrapAdmin(database.db, { embedded: true, domain: "example.org", announce }),
    ).toEqual({ action: "skipped", reason: "an admin exists" });
    expect(printed).toHaveLength(0);
  });
});
