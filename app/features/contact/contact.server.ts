import { getPitch } from "~/content/pitches";
import { contactConfirmationEmail } from "~/features/contact/emails/contact-confirmation";
import { leadNotificationEmail } from "~/features/contact/emails/lead-notification";
import type { Queryable } from "~/lib/db.server";
import { salesInbox } from "~/lib/email/inbox.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render.server";
import { contactMessages } from "../../../db/schema/index.ts";
import { serviceLabel } from "./services";
import type { ContactInput, EnquiryContext } from "./validation";

/** Which form a message came through, as the staff notification names it. */
export type ContactSource = "Contact form" | "Enquiry dialog" | "Custom e-commerce enquiry";

/** The pitch an enquiry dialog showed: "Start Your Project (outsource-project)". */
function pitchLabel(context: EnquiryContext): string | undefined {
  return context.pageType ? `${getPitch(context.pageType).title} (${context.pageType})` : undefined;
}

/**
 * The message as stored: what the visitor wrote, then where it was written (page, the dialog's
 * pitch, the support tier), so staff reading the inbox see the context.
 */
export function storedMessage(message: string, context: EnquiryContext): string {
  const lines = [
    context.page ? `Page: ${context.page}` : undefined,
    context.pageType ? `Pitch: ${pitchLabel(context)}` : undefined,
    context.tier ? `Support tier: ${context.tier}` : undefined,
  ].filter(Boolean);
  return lines.length ? `${message}\n\n${lines.join("\n")}` : message;
}

/**
 * Stores a contact message and queues, in the same transaction, the notification to the sales
 * inbox (reply-to the visitor) and the confirmation to the visitor.
 */
export async function recordContactMessage(
  db: Queryable,
  input: ContactInput & { ipHash?: string; source?: ContactSource },
  { inbox = salesInbox() }: { inbox?: string } = {},
): Promise<{ id: string }> {
  const { context } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        company: input.company,
        service: input.service,
        message: storedMessage(input.message, context),
        ipHash: input.ipHash ?? null,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The contact message insert returned no row");
    const metadata = { contactMessageId: row.id, ...context };
    await enqueueEmail(tx, {
      to: inbox,
      replyTo: input.email,
      ...renderEmail(leadNotificationEmail, {
        name: input.name,
        email: input.email,
        company: input.company ?? undefined,
        service: input.service ? serviceLabel(input.service) : undefined,
        message: input.message,
        source: input.source ?? (context.pageType ? "Enquiry dialog" : "Contact form"),
        page: context.page ?? undefined,
        pitch: pitchLabel(context),
        tier: context.tier ?? undefined,
      }),
      metadata,
    });
    await enqueueEmail(tx, {
      to: input.email,
      ...renderEmail(contactConfirmationEmail, {}),
      metadata,
    });
    return { id: row.id };
  });
}
