import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getUserRoles } from "~/features/access/guards.server";
import { getAuth, resetAuth } from "~/lib/auth.server";
import { appMeta, emailOutbox, user, userRoleAssignments } from "../../../db/schema";
import { seedDemoContent } from "../../../db/seed";
import { openTestDatabase, truncate } from "../../../tests/support/test-database";
import {
  type BootstrapOptions,
  bootstrapAdmin,
  firstAdminPasswordFile,
  generatedAdminKey,
} from "./bootstrap.server";

async function canSignIn(email: string, password: string) {
  const response = await getAuth().api.signInEmail({ body: { email, password }, asResponse: true });
  return response.status === 200;
}

/** Everything the process writes meanwhile, through the console (the logger's way) or directly. */
function captureOutput() {
  const lines: string[] = [];
  const keep = (...chunks: unknown[]) => {
    lines.push(chunks.map(String).join(" "));
    return true;
  };
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation(keep);
  }
  vi.spyOn(process.stdout, "write").mockImplementation(keep);
  vi.spyOn(process.stderr, "write").mockImplementation(keep);
  return lines;
}

describe("first admin bootstrap", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-bootstrap-"));
  const passwordFile = path.join(dataDir, firstAdminPasswordFile);
  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    process.env.AUTH_SECRET = "integration-test-secret-that-is-long-enough";
    database = await openTestDatabase();
    await seedDemoContent(database.db);
    resetAuth();
  });
  beforeEach(async () => {
    await truncate(database, "user", "email_outbox");
    await database.db.delete(appMeta).where(eq(appMeta.key, generatedAdminKey));
    rmSync(passwordFile, { force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
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
    dataDir,
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
    // No verification mail for an account created by configuration (the sign-in above is mailed).
    const mails = await database.db.select().from(emailOutbox);
    expect(mails.map((mail) => mail.template)).toEqual(["new-sign-in"]);
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

  it("on the embedded default generates admin@{domain}: its password only in an owner-only file, changed at first sign-in", async () => {
    const embedded: BootstrapOptions = { embedded: true, domain: "example.org", dataDir };
    const output = captureOutput();
    const outcome = await bootstrapAdmin(database.db, embedded);
    vi.restoreAllMocks();
    expect(outcome).toEqual({ action: "created", email: "admin@example.org", generated: true });

    const password = readFileSync(passwordFile, "utf8").trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const logged = output.join("");
    expect(logged).not.toContain(password);
    expect(logged).toContain(passwordFile);
    expect(logged).toContain("FIRST ADMIN CREATED");
    expect(await canSignIn("admin@example.org", password)).toBe(true);
    const [admin] = await database.db
      .select()
      .from(user)
      .where(eq(user.email, "admin@example.org"));
    expect(admin?.mustChangePassword).toBe(true);

    rmSync(passwordFile);
    expect((await bootstrapAdmin(database.db, embedded)).action).toBe("skipped");
    // Even when that admin is gone, later starts never generate again.
    await database.db.delete(user).where(eq(user.email, "admin@example.org"));
    expect(await bootstrapAdmin(database.db, embedded)).toEqual({
      action: "skipped",
      reason: "generated before",
    });
    expect(existsSync(passwordFile)).toBe(false);
  });

  it("a configured admin keeps the password it was configured with, with no change forced", async () => {
    await bootstrapAdmin(database.db, configured);
    const [admin] = await database.db.select().from(user);
    expect(admin?.mustChangePassword).toBe(false);
    expect(existsSync(passwordFile)).toBe(false);
  });

  it("generates nothing on PostgreSQL without configuration, or when an admin already exists", async () => {
    expect(
      (await bootstrapAdmin(database.db, { embedded: false, domain: "example.org", dataDir }))
        .action,
    ).toBe("skipped");
    await bootstrapAdmin(database.db, configured);
    expect(
      await bootstrapAdmin(database.db, { embedded: true, domain: "example.org", dataDir }),
    ).toEqual({ action: "skipped", reason: "an admin exists" });
    expect(existsSync(passwordFile)).toBe(false);
  });
});
