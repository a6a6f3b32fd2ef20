// Unsubscribing and the suppression list, against the tier's database and a real SMTP sink:
// mail the recipient did not ask for carries their link and RFC 8058 headers, and is not sent
// once they unsubscribed or bounced; account mail still goes.
import { generateKeyPairSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accountExistsEmail } from "~/lib/email/templates/account-exists";
import { passwordResetEmail } from "~/lib/email/templates/password-reset";
import { emailOutbox, emailSuppressions } from "../../../db/schema/index.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { openTestDatabase, truncate } from "../../../tests/support/test-database.ts";
import { parseEnv } from "../env.server.ts";
import { logger } from "../logger.server.ts";
import { handleEmailEvents } from "./email-events.server.ts";
import { enqueueEmail } from "./outbox.server.ts";
import { renderEmail } from "./render.server.ts";
import {
  addressOfUnsubscribeToken,
  suppressAddress,
  unsubscribeToken,
  unsubscribeUrl,
} from "./suppressions.server.ts";
import { startOutboxWorker } from "./worker.server.ts";

process.env.AUTH_SECRET = "suppressions-test-secret-0123456789-abcdef";
process.env.SITE_URL = "https://quillstack.dev";
process.env.EMAIL_EVENTS_TOKEN = "email-events-token-0123456789-abcdefghij";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let sink: SmtpSink;
beforeAll(async () => {
  database = await openTestDatabase();
  sink = await startSmtpSink();
  vi.spyOn(logger, "info").mockImplementation(() => {});
});
afterAll(async () => {
  await sink.stop();
  await database.cleanup();
});
afterEach(async () => {
  sink.clear();
  await truncate(database, "email_outbox", "email_suppressions");
});

const from = "Quillstack <hello@quillstack.dev>";
const stranger = () =>
  renderEmail(accountExistsEmail, {
    name: "Ada",
    resetUrl: "https://quillstack.dev/user/forgot-password",
    loginUrl: "https://quillstack.dev/user/login",
  });
const asked = () =>
  renderEmail(passwordResetEmail, {
    name: "Ada",
    url: "https://quillstack.dev/user/reset-password?token=x",
  });

async function deliverAll(options: Partial<Parameters<typeof startOutboxWorker>[0]> = {}) {
  const worker = startOutboxWorker({
    db: database.db,
    from,
    smtpUrl: sink.url,
    autoStart: false,
    ...options,
  });
  try {
    while ((await worker.runOnce()) > 0) {}
  } finally {
    await worker.stop();
  }
}

const statusOf = async (id: string) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]?.status;

describe("unsubscribe links", () => {
  it("name the address they were made for, and nothing else passes", () => {
    const token = unsubscribeToken(" Ada@Example.org ");
    expect(addressOfUnsubscribeToken(token)).toBe("ada@example.org");
    const [encoded, signature] = token.split(".");
    const forged = `${Buffer.from("grace@example.org").toString("base64url")}.${signature}`;
    expect(addressOfUnsubscribeToken(forged)).toBeNull();
    expect(addressOfUnsubscribeToken(`${encoded}.`)).toBeNull();
    expect(addressOfUnsubscribeToken("")).toBeNull();
  });

  it("keep working after AUTH_SECRET is rotated", () => {
    const before = parseEnv({
      ...process.env,
      AUTH_SECRET: "the-secret-of-last-year-0123456789-abcdef",
    });
    const after = parseEnv({
      ...process.env,
      PREVIOUS_AUTH_SECRETS: "the-secret-of-last-year-0123456789-abcdef",
    });
    expect(addressOfUnsubscribeToken(unsubscribeToken("ada@example.org", before), after)).toBe(
      "ada@example.org",
    );
  });
});

describe("mail the recipient did not ask for", () => {
  it("carries the recipient's own unsubscribe link, in the message and as RFC 8058 headers", async () => {
    await enqueueEmail(database.db, { to: "ada@example.org", ...stranger() });
    await deliverAll();
    const [mail] = await sink.waitForMessages(1);
    const link = unsubscribeUrl("ada@example.org");
    expect(mail?.headers["list-unsubscribe"]).toBe(`<${link}>`);
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.text).toContain(link);
    expect(mail?.raw).not.toContain("{{unsubscribe_url}}");
  });

  it("is not sent to a suppressed address; mail the recipient asked for still is", async () => {
    await suppressAddress(database.db, "ADA@example.org", "unsubscribed");
    const unasked = await enqueueEmail(database.db, { to: "ada@example.org", ...stranger() });
    const reset = await enqueueEmail(database.db, { to: "ada@example.org", ...asked() });
    await deliverAll();
    expect(await statusOf(unasked.id)).toBe("suppressed");
    expect(await statusOf(reset.id)).toBe("sent");
    const mails = sink.messagesTo("ada@example.org");
    expect(mails.map((mail) => mail.subject)).toEqual([asked().subject]);
    expect(mails[0]?.headers["list-unsubscribe"]).toBeUndefined();
    expect(mails[0]?.html).not.toContain("unsubscribe");
  });
});

describe("DKIM", () => {
  it("signs every email with the configured domain and selector", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    await enqueueEmail(database.db, { to: "ada@example.org", ...asked() });
    await deliverAll({
      dkim: { domainName: "quillstack.dev", keySelector: "mail2026", privateKey: pem },
    });
    const [mail] = await sink.waitForMessages(1);
    const signature = mail?.headers["dkim-signature"] ?? "";
    expect(signature).toMatch(/\bd=quillstack\.dev;/);
    expect(signature).toMatch(/\bs=mail2026;/);
    expect(signature).toMatch(/\bb=[A-Za-z0-9+/=\s]{100,}/);
  });
});

describe("POST /api/email-events", () => {
  const post = (body: unknown, token = process.env.EMAIL_EVENTS_TOKEN) =>
    handleEmailEvents(
      new Request("http://localhost/api/email-events", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
  const suppressed = async () =>
    (await database.db.select().from(emailSuppressions)).map(({ email, reason }) => ({
      email,
      reason,
    }));

  it("suppresses hard bounces and complaints, not soft bounces", async () => {
    const response = await post({
      events: [
        { email: "gone@example.org", type: "bounce", permanent: true },
        { email: "Annoyed@Example.org", type: "complaint" },
        { email: "full@example.org", type: "bounce", permanent: false },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, suppressed: 2 });
    expect(await suppressed()).toEqual(
      expect.arrayContaining([
        { email: "gone@example.org", reason: "bounced" },
        { email: "annoyed@example.org", reason: "complained" },
      ]),
    );
    expect(await suppressed()).toHaveLength(2);
  });

  it("refuses a wrong token, bad bodies and large ones, storing nothing", async () => {
    expect((await post({ events: [] }, "wrong-token")).status).toBe(401);
    expect((await post("{nope")).status).toBe(400);
    expect((await post({ events: [{ email: "not an address", type: "bounce" }] })).status).toBe(
      400,
    );
    expect((await post({ events: [] })).status).toBe(400);
    expect((await post("x".repeat(70 * 1024))).status).toBe(413);
    expect(await suppressed()).toEqual([]);
  });
});
