// A real SMTP server for tests: it accepts mail on a loopback port, keeps every message (parsed
// enough to assert on headers, text and HTML), and can be stopped and started again on the same
// port to play a mail server that goes down and comes back.
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope sender and recipients, as given in MAIL FROM / RCPT TO. */
  envelope: { from: string; to: string[] };
  /** Header values by lower-case name (the last one wins), RFC 2047 words decoded. */
  headers: Record<string, string>;
  subject: string;
  messageId: string | undefined;
  text: string | undefined;
  html: string | undefined;
  raw: string;
}

export interface SmtpSinkOptions {
  /** Port to listen on; default: a free port picked once and kept across restarts. */
  port?: number;
  /** Recipients refused with "550 mailbox unavailable". */
  rejectRecipients?: string[];
  /** Milliseconds to wait before accepting each message (a slow server). */
  delayMs?: number;
}

export interface SmtpSink {
  port: number;
  /** smtp:// URL for nodemailer / SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** SMTP connections opened to it so far. */
  readonly connections: number;
  listening: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `count` messages have arrived (in total), or rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Messages whose envelope includes `address`. */
  messagesTo(address: string): ReceivedMail[];
  clear(): void;
}

/** A loopback port that is free right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not determine a free port"));
      });
    });
  });
}

/** Creates a sink without starting it, so tests can first meet a server that is down. */
export async function createSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const port = options.port ?? (await findFreePort());
  const rejected = new Set(
    (options.rejectRecipients ?? []).map((address) => address.toLowerCase()),
  );
  const messages: ReceivedMail[] = [];
  let connections = 0;
  let server: SMTPServer | undefined;
  const waiters = new Set<() => void>();

  function newServer() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 500,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onRcptTo(address, _session, callback) {
        if (rejected.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const finish = () => {
            const raw = Buffer.concat(chunks).toString("latin1");
            const mailFrom = session.envelope.mailFrom;
            messages.push({
              ...parseMessage(raw),
              envelope: {
                from: mailFrom ? mailFrom.address : "",
                to: session.envelope.rcptTo.map((recipient) => recipient.address),
              },
            });
            for (const wake of waiters) wake();
            callback();
          };
          if (options.delayMs) setTimeout(finish, options.delayMs);
          else finish();
        });
      },
    });
  }

  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get connections() {
      return connections;
    },
    get listening() {
      return server !== undefined;
    },
    async start() {
      if (server) return;
      const instance = newServer();
      await new Promise<void>((resolve, reject) => {
        instance.once("error", reject);
        instance.listen(port, "127.0.0.1", () => {
          instance.off("error", reject);
          resolve();
        });
      });
      instance.on("error", () => {});
      server = instance;
    },
    async stop() {
      const instance = server;
      server = undefined;
      if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
    },
    waitForMessages(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve([...messages]);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`expected ${count} messages, got ${messages.length} in ${timeoutMs} ms`),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    messagesTo(address) {
      const wanted = address.toLowerCase();
      return messages.filter((mail) =>
        mail.envelope.to.some((recipient) => recipient.toLowerCase() === wanted),
      );
    },
    clear() {
      messages.length = 0;
    },
  };
  return sink;
}

/** Creates and starts a sink. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const sink = await createSmtpSink(options);
  await sink.start();
  return sink;
}

// --- A small MIME reader: enough for what nodemailer produces (UTF-8, QP/base64, multiparts).

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): Buffer {
  const bytes: number[] = [];
  const text = value.replace(/=\n/g, "");
  for (let index = 0; index < text.length; index++) {
    const character = text[index] as string;
    const hex = text.slice(index + 1, index + 3);
    if (character === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(character.charCodeAt(0) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words (=?utf-8?Q?...?= and =?utf-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, encoding: string, data) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(String(data).replace(/_/g, " ")).toString("utf8"),
    );
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, "i").exec(header ?? "");
  return match?.[1];
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body, "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body).toString("utf8");
  return Buffer.from(part.body, "latin1").toString("utf8");
}

function collectBodies(part: MimePart, into: { text?: string; html?: string }) {
  const type = (part.headers["content-type"] ?? "text/plain").toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = parameter(part.headers["content-type"], "boundary");
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectBodies(splitPart(section.replace(/^\n/, "").replace(/\n$/, "")), into);
    }
    return;
  }
  if (type.startsWith("text/html")) into.html ??= decodeBody(part);
  else if (type.startsWith("text/plain")) into.text ??= decodeBody(part);
}

export function parseMessage(raw: string): Omit<ReceivedMail, "envelope"> {
  const root = splitPart(raw);
  const bodies: { text?: string; html?: string } = {};
  collectBodies(root, bodies);
  return {
    headers: root.headers,
    subject: root.headers.subject ?? "",
    messageId: root.headers["message-id"],
    text: bodies.text,
    html: bodies.html,
    raw,
  };
}
