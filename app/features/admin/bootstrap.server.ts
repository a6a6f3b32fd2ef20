import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { getAuth } from "~/lib/auth.server";
import type { Db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { appMeta, user, userRoleAssignments, userRoles } from "../../../db/schema/index.ts";

export interface BootstrapOptions {
  /** ADMIN_EMAIL / ADMIN_PASSWORD from the configuration. */
  adminEmail?: string;
  adminPassword?: string;
  /** The embedded default (no DATABASE_URL): a first admin may be generated. */
  embedded: boolean;
  /** The site's domain, for the generated admin@{domain} address. */
  domain: string;
  /** DATA_DIR: where a generated password is written, readable by the owner only. */
  dataDir: string;
}

export type BootstrapOutcome =
  | { action: "created"; email: string; generated: boolean }
  | { action: "granted"; email: string }
  | { action: "unchanged"; email?: string }
  | { action: "skipped"; reason: string };

/** app_meta key: set when credentials were generated, so they are never generated again. */
export const generatedAdminKey = "generated_admin_at";

/** The file a generated first admin's password is written to, under DATA_DIR. */
export const firstAdminPasswordFile = "first-admin-password.txt";

/** Writes the password to a new file only its owner can read (never to a log); returns its path. */
function writePasswordFile(dataDir: string, password: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, firstAdminPasswordFile);
  // A file left by an earlier database in this DATA_DIR is replaced, never reused with its mode.
  rmSync(file, { force: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600, flag: "wx" });
  return file;
}

/** Says where the password is on stderr, whatever LOG_LEVEL says: the site has no other way. */
function announcePasswordFile(email: string, file: string) {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "warn",
      message: `FIRST ADMIN CREATED: sign in at /admin/login as ${email} with the password in ${file}. You must choose a new password at the first sign-in; then delete the file.`,
      email,
      passwordFile: file,
    }),
  );
}

async function findUserId(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id;
}

/**
 * Creates a verified email + password account through better-auth's own adapter and hasher (as
 * its sign-up does, without the verification mail or a session). When another instance created
 * the same address a moment earlier, the unique violation is tolerated and its user returned.
 */
async function createVerifiedUser(db: Db, email: string, password: string): Promise<string> {
  const context = await getAuth().$context;
  const hash = await context.password.hash(password);
  try {
    const created = await context.internalAdapter.createUser(
      {
        email,
        name: "Administrator",
        emailVerified: true,
      },
      { method: "email-password" },
    );
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: hash,
    });
    return created.id;
  } catch (error) {
    const existing = await findUserId(db, email);
    if (existing) return existing;
    throw error;
  }
}

/** Gives the user an active admin assignment (re-activating one that was switched off). */
async function grantAdmin(db: Db, userId: string): Promise<boolean> {
  const [role] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.name, "admin"));
  if (!role) throw new Error("the admin role is missing: seed the roles first");
  const [current] = await db
    .select({ isActive: userRoleAssignments.isActive })
    .from(userRoleAssignments)
    .where(and(eq(userRoleAssignments.userId, userId), eq(userRoleAssignments.roleId, role.id)));
  if (current?.isActive) return false;
  await db
    .insert(userRoleAssignments)
    .values({ userId, roleId: role.id, assignedBy: null, isActive: true })
    .onConflictDoUpdate({
      target: [userRoleAssignments.userId, userRoleAssignments.roleId],
      set: { isActive: true },
    });
  return true;
}

async function anyActiveAdmin(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: userRoleAssignments.id })
    .from(userRoleAssignments)
    .innerJoin(userRoles, eq(userRoles.id, userRoleAssignments.roleId))
    .where(and(eq(userRoles.name, "admin"), eq(userRoleAssignments.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

/** The configured admin exists and holds the admin role. */
async function ensureConfiguredAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<BootstrapOutcome> {
  const existing = await findUserId(db, email);
  const userId = existing ?? (await createVerifiedUser(db, email, password));
  const granted = await grantAdmin(db, userId);
  if (!existing) return { action: "created", email, generated: false };
  return granted ? { action: "granted", email } : { action: "unchanged", email };
}

/**
 * On the embedded default with no admin configured and none yet: admin@{domain} with a random
 * password, written once to a file in DATA_DIR, to be changed at the first sign-in. The app_meta
 * marker is claimed first, so a later start (or a second caller) never generates again, even
 * after that admin was removed.
 */
async function generateFirstAdmin(db: Db, options: BootstrapOptions): Promise<BootstrapOutcome> {
  if (await anyActiveAdmin(db)) return { action: "skipped", reason: "an admin exists" };
  const claimed = await db
    .insert(appMeta)
    .values({ key: generatedAdminKey, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  if (claimed.length === 0) return { action: "skipped", reason: "generated before" };
  const email = `admin@${options.domain}`;
  try {
    const existing = await findUserId(db, email);
    if (existing) {
      await grantAdmin(db, existing);
      logger.warn("the existing account admin@ now holds the admin role (password unchanged)", {
        email,
      });
      return { action: "granted", email };
    }
    const password = randomBytes(18).toString("base64url");
    const file = writePasswordFile(options.dataDir, password);
    const userId = await createVerifiedUser(db, email, password);
    await db.update(user).set({ mustChangePassword: true }).where(eq(user.id, userId));
    await grantAdmin(db, userId);
    announcePasswordFile(email, file);
    return { action: "created", email, generated: true };
  } catch (error) {
    // Nothing was handed over: let the next start try again.
    await db.delete(appMeta).where(eq(appMeta.key, generatedAdminKey));
    throw error;
  }
}

/** Makes sure the staff area has its first admin (README: "The first admin"). Idempotent. */
export async function bootstrapAdmin(db: Db, options: BootstrapOptions): Promise<BootstrapOutcome> {
  const email = options.adminEmail?.trim().toLowerCase();
  const password = options.adminPassword;
  if (email && password) return ensureConfiguredAdmin(db, email, password);
  if (email || password) {
    logger.warn("ADMIN_EMAIL and ADMIN_PASSWORD must be set together; no admin was configured");
    return { action: "skipped", reason: "incomplete configuration" };
  }
  if (!options.embedded) return { action: "skipped", reason: "not configured" };
  return generateFirstAdmin(db, options);
}
