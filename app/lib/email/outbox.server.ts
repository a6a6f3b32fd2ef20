import { z } from "zod";
import type { Queryable } from "~/lib/db.server";
import { emailOutbox } from "../../../db/schema/index.ts";
import { escapeMarkup } from "../markup.ts";
import { unsubscribeUrl } from "./suppressions.server.ts";
import { type RenderedEmail, unsubscribeLinkPlaceholder } from "./templates/layout.ts";

/** A rendered template plus its envelope; see renderEmail() in render.server.ts. */
export interface EmailMessage extends RenderedEmail {
  to: string;
  replyTo?: string;
  /** Free-form context kept with the row (e.g. { leadId }); never sent. */
  metadata?: Record<string, unknown>;
}

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

const messageSchema = z.object({
  to: z.email(),
  replyTo: z.email().optional(),
  template: z.string().min(1),
  subject: z.string().min(1).refine(noLineBreaks, "must be a single line"),
  html: z.string().min(1),
  text: z.string().min(1),
  metadata: z.record(z.string(), z.unknown()).optional(),
  unsubscribable: z.boolean().optional(),
});

const enqueuedListeners = new Set<() => void>();

/** Calls `listener` after each enqueueEmail (the worker's nudge); returns the unsubscribe. */
export function onEmailEnqueued(listener: () => void): () => void {
  enqueuedListeners.add(listener);
  return () => enqueuedListeners.delete(listener);
}

/**
 * Writes an email to the outbox through `db`, which may be an open transaction: the email is then
 * committed (or rolled back) together with the caller's business row. The outbox worker sends it.
 */
export async function enqueueEmail(db: Queryable, message: EmailMessage): Promise<{ id: string }> {
  const parsed = messageSchema.safeParse(message);
  if (!parsed.success) {
    throw new Error(
      `Invalid email for the outbox: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
    );
  }
  const email = parsed.data;
  const unsubscribable = email.unsubscribable ?? false;
  // The recipient's own unsubscribe link goes where the layout left its place.
  const link = unsubscribable ? unsubscribeUrl(email.to) : "";
  const [row] = await db
    .insert(emailOutbox)
    .values({
      template: email.template,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      html: email.html.replaceAll(unsubscribeLinkPlaceholder, escapeMarkup(link)),
      text: email.text.replaceAll(unsubscribeLinkPlaceholder, link),
      unsubscribable,
      metadata: email.metadata ?? {},
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("The outbox insert returned no row");
  for (const listener of enqueuedListeners) listener();
  return row;
}
