import { site } from "~/content/site";
import type { Queryable } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render.server";
import { contactConfirmationEmail, leadNotificationEmail } from "~/lib/email/templates";
import { getEnv } from "~/lib/env.server";
import { contactMessages } from "../../../db/schema/index.ts";
import { serviceLabel } from "./services";
import type { ContactInput } from "./validation";

/** Where contact notifications go: CONTACT_INBOX, else the site's address. */
export function contactInbox(): string {
  return getEnv().CONTACT_INBOX ?? site.email;
}

/**
 * Stores a contact message and queues, in the same transaction, the notification to the company
 * inbox (reply-to the visitor) and the confirmation to the visitor.
 */
export async function recordContactMessage(
  db: Queryable,
  input: ContactInput & { ipHash?: string },
  { inbox = contactInbox() }: { inbox?: string } = {},
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        company: input.company,
        service: input.service,
        message: input.message,
        ipHash: input.ipHash ?? null,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The contact message insert returned no row");
    const metadata = { contactMessageId: row.id };
    await enqueueEmail(tx, {
      to: inbox,
      replyTo: input.email,
      ...renderEmail(leadNotificationEmail, {
        name: input.name,
        email: input.email,
        company: input.company ?? undefined,
        service: input.service ? serviceLabel(input.service) : undefined,
        message: input.message,
        source: "contact-form",
      }),
      metadata,
    });
    await enqueueEmail(tx, {
      to: input.email,
      ...renderEmail(contactConfirmationEmail, { name: input.name, message: input.message }),
      metadata,
    });
    return { id: row.id };
  });
}
