import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { getDb, withDbRetry } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { suppressAddress } from "./suppressions.server.ts";

const maxBodyBytes = 64 * 1024;

const eventsSchema = z.object({
  events: z
    .array(
      z.object({
        email: z.email(),
        type: z.enum(["bounce", "complaint"]),
        /** A hard bounce (the mailbox does not exist); soft bounces are retried by the outbox. */
        permanent: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(500),
});

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

function authorised(request: Request, token: string): boolean {
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/email-events: the mail provider reports bounces and complaints (README, "Email
 * deliverability"). Hard bounces and complaints put the address on the suppression list. Off
 * (404) unless EMAIL_EVENTS_TOKEN is set; 401 without that bearer token.
 */
export async function handleEmailEvents(request: Request): Promise<Response> {
  const token = getEnv().EMAIL_EVENTS_TOKEN;
  if (!token) return json(404, { ok: false, error: "Not found." });
  if (!authorised(request, token)) return json(401, { ok: false, error: "Unauthorized." });
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) {
    return json(413, { ok: false, error: "The request is too large." });
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBodyBytes) {
    return json(413, { ok: false, error: "The request is too large." });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { ok: false, error: "The request body is not valid JSON." });
  }
  const parsed = eventsSchema.safeParse(body);
  if (!parsed.success) {
    return json(400, {
      ok: false,
      error: "Send { events: [{ email, type: bounce | complaint, permanent }] }.",
    });
  }
  const suppressed = parsed.data.events.filter(
    (event) => event.type === "complaint" || event.permanent,
  );
  await withDbRetry(() =>
    getDb().transaction(async (tx) => {
      for (const event of suppressed) {
        await suppressAddress(
          tx,
          event.email,
          event.type === "complaint" ? "complained" : "bounced",
        );
      }
    }),
  );
  if (suppressed.length > 0) logger.info("addresses suppressed", { count: suppressed.length });
  return json(200, { ok: true, suppressed: suppressed.length });
}
