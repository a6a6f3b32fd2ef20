// Serves the production build for the end-to-end tests: on a throwaway PostgreSQL server (so tests
// can check rows with `pg`; see tests/support/e2e-services.ts), or on a fresh embedded database
// where no PostgreSQL binaries exist, with mail delivered to a real SMTP sink whose messages a
// small HTTP listener (loopback only) hands to the tests.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { e2eAuthSecret } from "./e2e-services.ts";
import { findPostgresBin, startPostgres } from "./postgres-server.ts";
import { startSmtpSink } from "./smtp-sink.ts";

const port = process.env.E2E_PORT ?? "3210";
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(port) + 1);
const mailApiPort = Number(process.env.E2E_MAIL_API_PORT ?? Number(port) + 2);
const dataDir = path.resolve(`.tmp/e2e-data-${port}`);
/** Where the tests find the database URL and the mail listener. */
const servicesFile = path.resolve(`.tmp/e2e-services-${port}.json`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(servicesFile), { recursive: true });

const postgres = findPostgresBin() ? await startPostgres() : undefined;
const sink = await startSmtpSink({ port: smtpPort });
const mailApi = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (request.method !== "GET" || url.pathname !== "/messages") {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get("to");
  const messages = (to ? sink.messagesTo(to) : sink.messages).map(({ raw: _raw, ...mail }) => mail);
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
});
await new Promise<void>((resolve) => mailApi.listen(mailApiPort, "127.0.0.1", resolve));
writeFileSync(
  servicesFile,
  JSON.stringify({
    databaseUrl: postgres?.url ?? null,
    mailApiUrl: `http://127.0.0.1:${mailApiPort}`,
  }),
);

const child = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
    LOG_LEVEL: "warn",
    SMTP_URL: sink.url,
    // Tests give each visitor its own X-Forwarded-For, so rate limits do not leak between tests.
    TRUST_PROXY: "true",
    // The first admin of the staff area (tests/e2e/admin.spec.ts signs in with it).
    ADMIN_EMAIL: "e2e-admin@example.org",
    ADMIN_PASSWORD: "e2e-admin-password-0123",
    // Known, so tests can write a TOTP secret the way better-auth encrypts it (tests/support/staff.ts).
    AUTH_SECRET: e2eAuthSecret,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  mailApi.close();
  await sink.stop().catch(() => {});
  postgres?.destroy();
  rmSync(servicesFile, { force: true });
  process.exit(code);
}
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
    else void stop(0);
  });
}
child.on("exit", (code) => void stop(code ?? 0));
