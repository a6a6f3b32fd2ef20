import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { account, rateLimit, session, user, verification } from "../../db/schema/index.ts";
import { site } from "../content/site.ts";
import { getDb } from "./db.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import { renderEmail } from "./email/render.server.ts";
import { passwordResetEmail, verifyEmail } from "./email/templates/index.ts";
import { getEnv } from "./env.server.ts";

const resetLinkMinutes = 60;

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
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: resetLinkMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const email = renderEmail(passwordResetEmail, {
          name: user.name,
          url,
          expiresInMinutes: resetLinkMinutes,
        });
        await enqueueEmail(getDb(), { to: user.email, ...email });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        const email = renderEmail(verifyEmail, { name: user.name, url });
        await enqueueEmail(getDb(), { to: user.email, ...email });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
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
      },
    },
    advanced: {
      // Set by our server from the socket or the trusted proxy (server/client-address.ts).
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
      useSecureCookies: env.SITE_URL.startsWith("https://"),
    },
    telemetry: { enabled: false },
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
