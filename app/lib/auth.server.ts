import { AsyncLocalStorage } from "node:async_hooks";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { eq, sql } from "drizzle-orm";
import {
  account,
  passkey as passkeyTable,
  rateLimit,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from "../../db/schema/index.ts";
import { site } from "../content/site.ts";
import { logAuthEvent } from "./auth-events.server.ts";
import { commonPasswordMessage, isCommonPassword } from "./common-passwords.server.ts";
import { concurrencyLimit } from "./concurrency-limit.ts";
import { formatDate } from "./date-format.ts";
import {
  configuredPoolSize,
  DatabaseUnavailableError,
  type Db,
  getDb,
  isTransientDbError,
  type Tx,
  withDbRetry,
} from "./db.server.ts";
import { describeDevice } from "./device.ts";
import { notifyExistingAccount } from "./email/account-exists.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import { renderEmail } from "./email/render.server.ts";
import type { RenderedEmail } from "./email/templates/layout.ts";
import { newSignInEmail } from "./email/templates/new-sign-in.ts";
import { passwordChangedEmail } from "./email/templates/password-changed.ts";
import { passwordResetEmail } from "./email/templates/password-reset.ts";
import { verifyEmail } from "./email/templates/verify-email.ts";
import { getEnv } from "./env.server.ts";
import { errorFields, logger } from "./logger.server.ts";
import { hashPassword, passwordNeedsRehash, verifyPassword } from "./password-hash.server.ts";
import { retention } from "./retention.ts";
import {
  clearSignInFailures,
  recordSignInFailure,
  signInLockedFor,
} from "./sign-in-lockout.server.ts";

const resetLinkMinutes = 60;
const minPasswordLength = 8;
const maxPasswordLength = 128;

/** The drizzle transaction better-auth's adapter is writing in, while one is open. */
const authTransaction = new AsyncLocalStorage<Tx>();

/*
 * better-auth hashes a new password inside its sign-up transaction, holding a pooled connection
 * while it waits for the hash and between its statements. A burst of sign-ups used to hold every
 * connection that way, and page requests then failed waiting for one. Its transactions may use
 * half the pool at most: the rest wait here, not in the pool.
 */
let authTransactionSlots: ReturnType<typeof concurrencyLimit> | undefined;
/** Made at the first transaction: the pool size comes from the environment, not read on import. */
function withAuthTransactionSlot<T>(work: () => Promise<T>): Promise<T> {
  authTransactionSlots ??= concurrencyLimit(Math.max(1, Math.floor(configuredPoolSize() / 2)));
  return authTransactionSlots(work);
}

/**
 * The database as better-auth's adapter sees it: the same, except that each transaction the
 * adapter opens waits for a slot (above) and is made known to our hooks (`authTransaction`), so
 * they can write their own rows in it and commit or roll back with better-auth's.
 */
function exposingTransactions(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property !== "transaction") return Reflect.get(target, property, target);
      const transaction: Db["transaction"] = (work, config) =>
        withAuthTransactionSlot(() =>
          target.transaction((tx) => authTransaction.run(tx, () => work(tx)), config),
        );
      return transaction;
    },
  });
}

/** Set while better-auth handles one request: the database outage it met, if any. */
const authOutage = new AsyncLocalStorage<{ error?: unknown }>();

/**
 * better-auth's HTTP handler, except that a request that failed because the database is
 * unreachable or its pool stayed exhausted throws DatabaseUnavailableError instead of answering
 * 500: the /api/auth route answers 503 with Retry-After, and our own callers can retry it
 * (withDbRetry; a sign-up's transaction rolled back, so a retry starts clean).
 */
/** PostgreSQL refused a character of the sent text (U+0000): the sender's mistake, not ours. */
function isRefusedCharacter(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === "22021" || code === "22P05") return true;
    current = cause;
  }
  return false;
}

export async function handleAuthRequest(request: Request): Promise<Response> {
  const outage: { error?: unknown } = {};
  let response: Response;
  try {
    response = await passwordHashedFirst.run({}, () =>
      authOutage.run(outage, () => getAuth().handler(request)),
    );
  } catch (error) {
    // An unexpected error leaves better-auth's router (onAPIError.throw), which would otherwise
    // print it whole, query parameters (emails, password hashes) included.
    if (isTransientDbError(error)) throw new DatabaseUnavailableError(error);
    if (isRefusedCharacter(error)) {
      return Response.json(
        {
          code: "INVALID_CHARACTER",
          message: "The request holds a character that is not allowed.",
        },
        { status: 400, headers: { "cache-control": "no-store" } },
      );
    }
    logger.error("auth endpoint failed", errorFields(error));
    return Response.json(
      {
        code: "INTERNAL_SERVER_ERROR",
        message: "Something went wrong on our side. Please try again.",
      },
      { status: 500, headers: { "cache-control": "no-store" } },
    );
  }
  if (!response.ok && outage.error !== undefined) {
    throw new DatabaseUnavailableError(outage.error);
  }
  return response;
}

/** Work to do inside a sign-up's transaction once its user row exists. */
export type SignUpWork = (userId: string, tx: Tx) => Promise<void>;
const signUpPlan = new AsyncLocalStorage<{ work: SignUpWork; verifiedEmail?: string }>();

/**
 * Runs `call` (which calls the sign-up endpoint) so that `work` runs inside better-auth's
 * sign-up transaction, after the user row and before the credential account, the session and
 * the commit. A failure in any of them leaves none of the rows (e.g. the profile of
 * app/features/accounts/accounts.server.ts). `verifiedEmail` is an address the caller has
 * proven otherwise (an invitation link mailed to it): its account is created verified and no
 * verification link is sent.
 */
export function withSignUpWork<T>(
  work: SignUpWork,
  call: () => Promise<T>,
  { verifiedEmail }: { verifiedEmail?: string } = {},
): Promise<T> {
  return signUpPlan.run({ work, verifiedEmail: verifiedEmail?.toLowerCase() }, () =>
    passwordHashedFirst.run({}, call),
  );
}

function logAuthMessage(
  level: "debug" | "info" | "warn" | "error",
  message: string,
  ...args: unknown[]
) {
  const error = args.find((arg) => arg instanceof Error);
  if (error !== undefined && isTransientDbError(error)) {
    const outage = authOutage.getStore();
    if (outage) outage.error ??= error;
  }
  logger[level](`auth: ${message}`, error === undefined ? undefined : errorFields(error));
}

/** The body field that carries the new password, for each endpoint that sets one. */
const newPasswordFields: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};

/** Refuses a common or breached password on every endpoint that sets one, /api/auth included. */
function refuseCommonPassword(path: string, body: Record<string, unknown> | undefined) {
  const field = newPasswordFields[path];
  const password = field ? body?.[field] : undefined;
  if (typeof password === "string" && isCommonPassword(password)) {
    throw new APIError("BAD_REQUEST", {
      code: "PASSWORD_TOO_COMMON",
      message: commonPasswordMessage,
    });
  }
}

const signInEmailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : null;
};

/**
 * An account whose sign-in is locked (too many failures, from any client address) is refused,
 * even with the right password, with the wait in X-Retry-After (our forms show "try again in").
 */
async function refuseLockedSignIn(request: Request | undefined, email: string) {
  const seconds = await withDbRetry(() => signInLockedFor(email));
  if (seconds <= 0) return;
  logAuthEvent(request ?? null, "sign-in.throttled", { email, detail: `${seconds}s` });
  throw new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "SIGN_IN_LOCKED",
      message: `Too many failed sign-ins for this account. Please try again in ${seconds} s.`,
    },
    { "X-Retry-After": String(seconds) },
  );
}

/** Staff passwords: 12 characters at least (ADR 029); better-auth's own minimum is for candidates. */
const staffMinPasswordLength = 12;

/** The account whose password a reset or change would set, when the request names one. */
async function passwordOwnerId(ctx: AuthMiddlewareContext): Promise<string | null> {
  if (ctx.path === "/reset-password") {
    const token = (ctx.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== "string") return null;
    const found = await ctx.context.internalAdapter.findVerificationValue(
      `reset-password:${token}`,
    );
    return found?.value ?? null;
  }
  if (ctx.path === "/change-password" || ctx.path === "/set-password") {
    const current = await getSessionFromCtx(ctx);
    return current?.user.id ?? null;
  }
  return null;
}

/** A staff member's new password must have 12 characters, through our forms or /api/auth. */
async function refuseShortStaffPassword(ctx: AuthMiddlewareContext) {
  const password = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
  if (typeof password !== "string" || password.length >= staffMinPasswordLength) return;
  const userId = await passwordOwnerId(ctx);
  if (userId && (await isStaff(userId))) {
    throw new APIError("BAD_REQUEST", {
      code: "PASSWORD_TOO_SHORT",
      message: `Password must be at least ${staffMinPasswordLength} characters long.`,
    });
  }
}

type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The passkey plugin's registration steps: for signed-in staff only (ADR 034). */
const passkeyRegistrationPaths = new Set([
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
]);

/** A signed-in user who is not staff may not add a passkey; a visitor gets the plugin's 401. */
async function refuseNonStaffPasskey(ctx: AuthMiddlewareContext) {
  if (!passkeyRegistrationPaths.has(ctx.path)) return;
  const current = await getSessionFromCtx(ctx);
  if (current && !(await isStaff(current.user.id))) {
    throw new APIError("FORBIDDEN", {
      code: "PASSKEYS_FOR_STAFF_ONLY",
      message: "Passkeys are for staff accounts.",
    });
  }
}

/**
 * A sign-up's password hashed before better-auth opens the sign-up's transaction, which would
 * otherwise wait for the hash inside it. On PGlite a transaction holds the whole database (one
 * connection: every other query waits for it to end), and the hashing thread yields to pages, so
 * a busy site's pages and searches waited seconds behind each sign-up's hash. Each request to
 * better-auth gets its own slot (handleAuthRequest, withSignUpWork).
 */
const passwordHashedFirst = new AsyncLocalStorage<{ password?: string; hash?: string }>();

/** Hashes a sign-up's password into the request's slot, once the request passed every check. */
async function hashSignUpPasswordFirst(path: string, body: unknown) {
  const slot = passwordHashedFirst.getStore();
  const password = (body as { password?: unknown } | undefined)?.password;
  if (path !== "/sign-up/email" || !slot || typeof password !== "string") return;
  if (password.length < minPasswordLength || password.length > maxPasswordLength) return;
  slot.hash = await hashPassword(password);
  slot.password = password;
}

/** better-auth's password hash: the one made before its transaction when there is one. */
function hashUnlessHashedFirst(password: string): Promise<string> {
  const slot = passwordHashedFirst.getStore();
  if (slot?.hash !== undefined && slot.password === password) return Promise.resolve(slot.hash);
  return hashPassword(password);
}

const beforeAuthEndpoint = createAuthMiddleware(async (ctx) => {
  refuseCommonPassword(ctx.path, ctx.body as Record<string, unknown> | undefined);
  await refuseShortStaffPassword(ctx);
  await refuseNonStaffPasskey(ctx);
  const email = ctx.path === "/sign-in/email" ? signInEmailOf(ctx.body) : null;
  if (email) await refuseLockedSignIn(ctx.request, email);
  await hashSignUpPasswordFirst(ctx.path, ctx.body);
});

interface MailedUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
}

const forgotPasswordUrl = () => new URL("/user/forgot-password", getEnv().SITE_URL).toString();

/** Security notices go only to an address its owner confirmed (ADR 031). */
async function mailOwner(user: MailedUser, email: RenderedEmail) {
  if (!user.emailVerified) return;
  await withDbRetry(() => enqueueEmail(getDb(), { to: user.email, ...email }));
}

async function notifyPasswordChanged(user: MailedUser, how: "changed" | "reset") {
  await mailOwner(
    user,
    renderEmail(passwordChangedEmail, {
      name: user.name,
      how,
      when: formatDate(new Date(), "noticeDateTime"),
      resetUrl: forgotPasswordUrl(),
    }),
  );
}

async function isStaff(userId: string): Promise<boolean> {
  const result = await withDbRetry(() =>
    getDb().execute(
      sql`select exists (select 1 from user_role_assignments where user_id = ${userId} and is_active) as staff`,
    ),
  );
  return Boolean((result as unknown as { rows: Array<{ staff: boolean }> }).rows[0]?.staff);
}

/** Endpoints whose success is a finished sign-in (the second step, for accounts with one). */
/**
 * A two-factor code sent with a session confirms setting the factor up (better-auth replaces
 * that session); only one sent without, after the password step, finishes a sign-in.
 */
function confirmsSetUp(headers: Headers | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(headers?.get("cookie") ?? "");
}

const signInPaths = new Set([
  "/sign-in/email",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/verify-authentication",
]);

/** Every finished sign-in to a staff account is mailed to its owner. */
async function notifyStaffSignIn(
  request: Request | undefined,
  path: string,
  user: MailedUser & { twoFactorEnabled?: boolean | null },
) {
  // With a second factor, the password step signs nobody in yet: the code step will.
  if (path === "/sign-in/email" && user.twoFactorEnabled) return;
  if (!(await isStaff(user.id))) return;
  await mailOwner(
    user,
    renderEmail(newSignInEmail, {
      name: user.name,
      when: formatDate(new Date(), "noticeDateTime"),
      device: describeDevice(request?.headers.get("user-agent")),
      resetUrl: forgotPasswordUrl(),
    }),
  );
}

/**
 * After an endpoint: a wrong password counts against the account and a successful sign-in
 * clears the count; a password change and a staff sign-in are mailed to the account's owner.
 */
const afterAuthEndpoint = createAuthMiddleware(async (ctx) => {
  const returned = ctx.context.returned;
  if (returned instanceof APIError && ctx.path === "/passkey/verify-authentication") {
    logAuthEvent(ctx.request ?? null, "sign-in.failed", {
      detail: `passkey ${returned.body?.code ?? returned.statusCode}`,
    });
  }
  if (returned instanceof APIError || returned === undefined) {
    const email = ctx.path === "/sign-in/email" ? signInEmailOf(ctx.body) : null;
    if (email && returned instanceof APIError) {
      logAuthEvent(ctx.request ?? null, "sign-in.failed", { email, detail: returned.body?.code });
    }
    if (email && returned instanceof APIError && returned.statusCode === 401) {
      await withDbRetry(() => recordSignInFailure(email));
    }
    return;
  }
  if (ctx.path === "/request-password-reset") {
    const email = signInEmailOf(ctx.body);
    logAuthEvent(ctx.request ?? null, "password.reset-requested", { email });
  }
  if (ctx.path === "/sign-in/email") {
    const email = signInEmailOf(ctx.body);
    if (email) await withDbRetry(() => clearSignInFailures(email));
  }
  if (ctx.path === "/change-password") {
    const user = (returned as { user?: MailedUser }).user;
    if (user) {
      logAuthEvent(ctx.request ?? null, "password.changed", { userId: user.id, email: user.email });
      await notifyPasswordChanged(user, "changed");
    }
  }
  const created = ctx.context.newSession;
  const setUp = ctx.path.startsWith("/two-factor/") && confirmsSetUp(ctx.headers);
  if (created && signInPaths.has(ctx.path) && !setUp) {
    logAuthEvent(ctx.request ?? null, "sign-in.succeeded", {
      userId: created.user.id,
      email: created.user.email,
      detail: ctx.path,
    });
    await notifyStaffSignIn(ctx.request, ctx.path, created.user);
  }
});

/** A first and a last name of 100 characters each and a space (app/features/accounts/schemas.ts). */
const maxUserNameLength = 201;

/** Refuses a name no form of the site would send, on every endpoint that writes one. */
function refuseLongName(name: unknown) {
  if (typeof name === "string" && name.length > maxUserNameLength) {
    throw new APIError("BAD_REQUEST", {
      code: "NAME_TOO_LONG",
      message: `A name can have at most ${maxUserNameLength} characters.`,
    });
  }
}

/** Whether the account has a passkey and no authenticator app: it signs in with the passkey. */
async function signsInWithPasskeyOnly(userId: string): Promise<boolean> {
  const result = await withDbRetry(() =>
    getDb().execute(sql`
      select exists (select 1 from passkey where user_id = ${userId})
        and not (select two_factor_enabled from "user" where id = ${userId}) as passkey_only
    `),
  );
  return Boolean(
    (result as unknown as { rows: Array<{ passkey_only: boolean }> }).rows[0]?.passkey_only,
  );
}

/**
 * A passkey with user verification is a sign-in's two factors at once (ADR 034); an account whose
 * only second factor is a passkey must use it: its password alone opens no session.
 */
async function refusePasswordOnlySession(userId: string, path: string | undefined) {
  if (path !== "/sign-in/email" || !(await signsInWithPasskeyOnly(userId))) return;
  throw new APIError("FORBIDDEN", {
    code: "PASSKEY_REQUIRED",
    message:
      "This account signs in with its passkey: choose Use a passkey on the staff sign-in page.",
  });
}

type PasskeyVerification = {
  registrationInfo?: { userVerified: boolean };
  authenticationInfo?: { userVerified: boolean; credentialID: string };
};

/** The authenticator must have checked who holds it (PIN, fingerprint, face): ASVS 2.8/2.9. */
function requireUserVerified(info: { userVerified: boolean } | undefined) {
  if (info?.userVerified) return;
  throw new APIError("BAD_REQUEST", {
    code: "USER_VERIFICATION_REQUIRED",
    message: "Your device did not confirm it is you (PIN, fingerprint or face). Please try again.",
  });
}

/**
 * A password checked against a hash of an older kind (better-auth's scrypt) is hashed again as
 * `hashPassword` hashes now, in the credential account that held the old hash (ADR 086). The
 * sign-in does not wait on a failed upgrade: the old hash keeps working and the next sign-in
 * tries again.
 */
async function verifyAndUpgradePassword(data: { hash: string; password: string }) {
  const matches = await verifyPassword(data);
  if (matches && passwordNeedsRehash(data.hash)) {
    try {
      const upgraded = await hashPassword(data.password);
      await getDb()
        .update(account)
        .set({ password: upgraded, updatedAt: new Date() })
        .where(eq(account.password, data.hash));
    } catch (error) {
      logger.warn("auth: password hash upgrade failed", errorFields(error));
    }
  }
  return matches;
}

/**
 * A passkey signs in only an active staff member (a deactivated one is refused before any session
 * exists), and its use is noted for the staff member's list of passkeys.
 */
async function admitPasskeySignIn({ authenticationInfo }: PasskeyVerification) {
  requireUserVerified(authenticationInfo);
  const credentialID = authenticationInfo?.credentialID ?? "";
  const [row] = await withDbRetry(() =>
    getDb()
      .update(passkeyTable)
      .set({ lastUsedAt: new Date() })
      .where(eq(passkeyTable.credentialID, credentialID))
      .returning({ userId: passkeyTable.userId }),
  );
  if (!row || !(await isStaff(row.userId))) {
    throw new APIError("FORBIDDEN", {
      code: "NO_STAFF_ACCESS",
      message: "You do not have access to the staff area",
    });
  }
}

function createAuth() {
  const env = getEnv();
  const extraOrigins = (env.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return betterAuth({
    appName: site.name,
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.SITE_URL, ...extraOrigins],
    // Real transactions: a sign-up writes its user, credential account and session (and our
    // profile, see withSignUpWork) all or nothing; a reset or password change likewise.
    database: drizzleAdapter(exposingTransactions(getDb()), {
      provider: "pg",
      schema: {
        user,
        session,
        account,
        verification,
        rateLimit,
        twoFactor: twoFactorTable,
        passkey: passkeyTable,
      },
      transaction: true,
    }),
    user: {
      additionalFields: {
        // Read with every session, so the staff guard needs no extra query (bootstrap.server.ts).
        mustChangePassword: { type: "boolean", defaultValue: false, input: false, required: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (created, context) =>
            refusePasswordOnlySession(created.userId, context?.path),
        },
      },
      user: {
        create: {
          before: async (created, context) => {
            refuseLongName(created.name);
            const verifiedEmail = signUpPlan.getStore()?.verifiedEmail;
            if (context?.path === "/sign-up/email" && verifiedEmail === created.email) {
              return { data: { ...created, emailVerified: true } };
            }
          },
        },
        update: { before: async (changed) => refuseLongName(changed.name) },
      },
      account: {
        create: {
          before: async (created, context) => {
            const work = signUpPlan.getStore()?.work;
            if (!work || context?.path !== "/sign-up/email") return;
            const tx = authTransaction.getStore();
            if (!tx) throw new Error("Sign-up work needs better-auth's transaction");
            await work(created.userId, tx);
          },
        },
      },
    },
    hooks: { before: beforeAuthEndpoint, after: afterAuthEndpoint },
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      resetPasswordTokenExpiresIn: resetLinkMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      // No session at sign-up (the verification link signs in), and an address that has an
      // account gets the same answer as a new one: the API does not tell who has an account.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        // An accepted invitation's second submit is no stranger: acceptInvitation answers it.
        if (signUpPlan.getStore()?.verifiedEmail === user.email) return;
        await withDbRetry(() => notifyExistingAccount(user));
      },
      // Argon2id off the main thread, one hash at a time (ADR 036, 086); an older hash is
      // replaced the first time its password is proven.
      password: { hash: hashUnlessHashedFirst, verify: verifyAndUpgradePassword },
      onPasswordReset: async ({ user }, request) => {
        logAuthEvent(request ?? null, "password.reset-used", {
          userId: user.id,
          email: user.email,
        });
        await notifyPasswordChanged(user, "reset");
      },
      sendResetPassword: async ({ user, url }) => {
        // A name typed at sign-up goes only to an address its owner confirmed (ADR 031).
        const email = renderEmail(passwordResetEmail, {
          name: user.emailVerified ? user.name : undefined,
          url,
          expiresInMinutes: resetLinkMinutes,
        });
        await withDbRetry(() => enqueueEmail(getDb(), { to: user.email, ...email }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        // An invited person's address was proven by the invitation link (withSignUpWork).
        if (signUpPlan.getStore()?.verifiedEmail === user.email) return;
        // No name: whoever signed up typed it, and the address is not confirmed yet (ADR 031).
        const email = renderEmail(verifyEmail, { url });
        // Runs after the sign-up committed (better-auth logs a failure and still answers
        // success), so a pool that is briefly full is waited out rather than losing the mail.
        await withDbRetry(() => enqueueEmail(getDb(), { to: user.email, ...email }));
      },
    },
    session: {
      // Renewed once a day while in use, so a session ends this long after it was last used.
      expiresIn: 60 * 60 * 24 * retention.sessionDays,
      updateAge: 60 * 60 * 24,
    },
    // Counters live in the database so every app instance enforces the same limits.
    rateLimit: {
      enabled: env.NODE_ENV !== "development",
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/send-verification-email": { window: 60, max: 3 },
        // Each writes a challenge row; a person needs one or two a minute.
        "/passkey/generate-authenticate-options": { window: 60, max: 10 },
        "/passkey/generate-register-options": { window: 60, max: 10 },
        "/passkey/verify-authentication": { window: 60, max: 10 },
      },
    },
    advanced: {
      // Set by our server from the socket or the trusted proxy (server/client-address.ts).
      // better-auth keys an IPv6 client by its /64 (rateLimitAddress does the same for ours).
      ipAddress: { ipAddressHeaders: ["x-client-ip"], ipv6Subnet: 64 },
      useSecureCookies: env.SITE_URL.startsWith("https://"),
    },
    // Second factor for staff (ADR 027): an authenticator app's codes, with backup codes. Once a
    // user has it, a password sign-in answers `twoFactorRedirect` until a code is given.
    // Passkeys (ADR 034): WebAuthn for the site's own origin, user verification required, the
    // credential kept on the device (discoverable) so that sign-in needs no address typed.
    plugins: [
      twoFactor({ issuer: site.name }),
      passkey({
        rpName: site.name,
        rpID: new URL(env.SITE_URL).hostname,
        origin: new URL(env.SITE_URL).origin,
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        registration: {
          afterVerification: async ({ verification }) =>
            requireUserVerified((verification as PasskeyVerification).registrationInfo),
        },
        authentication: {
          afterVerification: ({ verification }) =>
            admitPasskeySignIn(verification as PasskeyVerification),
        },
      }),
    ],
    telemetry: { enabled: false },
    // Unexpected errors are thrown to handleAuthRequest. better-auth's own log lines (a failed
    // session lookup, a failed user insert) go through our logger, describing errors by
    // errorFields; a database outage among them is noted for handleAuthRequest to answer 503.
    onAPIError: { throw: true },
    logger: { log: logAuthMessage },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as typeof globalThis & { __auth?: Auth };

/** The better-auth instance, created on first use once the database is open. */
export function getAuth(): Auth {
  holder.__auth ??= createAuth();
  return holder.__auth;
}

/** Forgets the instance, e.g. when tests open a different database. */
export function resetAuth() {
  holder.__auth = undefined;
}
