import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A switch written true/false or 1/0, off when unset. */
const offByDefault = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .default("false")
  .transform((value) => value === "true" || value === "1");

const positiveWholeNumber = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() || undefined : value),
  z.coerce
    .number({ error: "must be a positive whole number" })
    .int("must be a positive whole number")
    .min(1, "must be a positive whole number")
    .optional(),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    ),
    SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: optionalText,
    /** DKIM signing of outgoing mail: all three, or none (README, "Email deliverability"). */
    DKIM_DOMAIN: optionalText,
    DKIM_SELECTOR: optionalText,
    /** The PEM private key; "\n" in a one-line value stands for a line break. */
    DKIM_PRIVATE_KEY: optionalText.transform((value) => value?.replaceAll("\\n", "\n")),
    /** Bearer token of POST /api/email-events (bounces and complaints); the endpoint is off without it. */
    EMAIL_EVENTS_TOKEN: optionalText.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** Former AUTH_SECRET values, newest first, comma-separated: our signed cookies still read. */
    PREVIOUS_AUTH_SECRETS: optionalText.transform((value) =>
      (value ?? "")
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean),
    ),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(12, "must be at least 12 characters").optional(),
    ),
    /** Connections to PostgreSQL per process (app/lib/db.server.ts explains the defaults). */
    DATABASE_POOL_SIZE: positiveWholeNumber.default(20),
    /** How long a query waits for a free pooled connection before failing. */
    DATABASE_POOL_WAIT_MS: positiveWholeNumber.default(10_000),
    /** PostgreSQL ends a statement running longer than this. */
    DATABASE_STATEMENT_TIMEOUT_MS: positiveWholeNumber.default(15_000),
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    TRUSTED_ORIGINS: optionalText,
    TRUST_PROXY: offByDefault,
    /**
     * Asks the process for every page its sitemap lists once it listens, and says it is ready
     * (`/readyz`) only after (ADR 074). `npm run serve` and the image turn it on.
     */
    WARM_UP_PAGES: offByDefault,
    /** Memory for the cache of anonymous pages and feeds (server/page-cache.ts); 0 turns it off. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /** Sends OpenTelemetry traces to this OTLP/HTTP collector (`/v1/traces`); off when unset. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Serves Prometheus metrics on this port (GET /metrics), apart from the site; off when unset. */
    METRICS_PORT: positiveWholeNumber.refine(
      (port) => port === undefined || port <= 65535,
      "must be a port number (1-65535)",
    ),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** The sales inbox, told about every lead and enquiry; site.email when unset. */
    CONTACT_INBOX: optionalText.pipe(z.email().optional()),
    /** Google Analytics 4 measurement id; gtag loads only when set and after analytics consent. */
    GA_MEASUREMENT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,20}$/, "must look like G-XXXXXXXXXX")
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message:
          "is required when DATABASE_URL is set (generated secrets exist only for the embedded default)",
      });
    }
    const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY];
    if (dkim.some(Boolean) && !dkim.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["DKIM_PRIVATE_KEY"],
        message:
          "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none",
      });
    }
    if (env.STORAGE_DRIVER === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "is required when STORAGE_DRIVER=s3",
      });
    }
  });

type ParsedEnv = z.infer<typeof envSchema>;

export type Env = Omit<ParsedEnv, "AUTH_SECRET" | "SITE_URL"> & {
  AUTH_SECRET: string;
  SITE_URL: string;
  dataDir: string;
  embedded: boolean;
};

export class EnvError extends Error {}

/** Explains every invalid variable by name, one per line. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`)
    .join("\n");
}

/** The embedded default keeps generated secrets in DATA_DIR so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, "secrets.json");
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as { authSecret?: string };
    if (stored.authSecret) return stored.authSecret;
  } catch {
    // first start: no secrets yet
  }
  const authSecret = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ authSecret }), { mode: 0o600 });
  return authSecret;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(`Invalid environment configuration:\n${describeIssues(result.error)}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  const embedded = !parsed.DATABASE_URL;
  return {
    ...parsed,
    dataDir,
    embedded,
    AUTH_SECRET: parsed.AUTH_SECRET ?? embeddedSecret(dataDir),
    SITE_URL: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
  };
}

let cached: Env | undefined;

/** Validated environment; the first call stops the process with a message naming each bad variable. */
export function getEnv(): Env {
  if (!cached) {
    try {
      cached = parseEnv(process.env);
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }
  return cached;
}
