import { and, eq, gt, sql } from "drizzle-orm";
import { leadWelcomeEmail } from "~/features/leads/emails/lead-welcome";
import { newLeadEmail } from "~/features/leads/emails/new-lead";
import type { Queryable } from "~/lib/db.server";
import { salesInbox } from "~/lib/email/inbox.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render.server";
import { leads } from "../../../db/schema/index.ts";
import type { LeadInput } from "./validation";

export interface RecordLeadInput extends LeadInput {
  ipHash?: string;
  userAgent?: string;
}

/**
 * The same address and source again within this time stores nothing and sends nothing; the same
 * address from another form is a new lead, but gets no second welcome email within it.
 */
export const leadDedupeWindow = "24 hours";

/**
 * Stores a lead and queues, in one transaction, the notification to the sales inbox and (once per
 * address a day) the welcome email. The same email and source within a day is recognised and
 * answered with the existing lead, without a second row or email. Two requests for one address
 * racing each other (two forms, or a double submit) are serialised by a transaction-scoped
 * advisory lock on the address, so exactly one of them sends the welcome.
 */
export async function recordLead(
  db: Queryable,
  input: RecordLeadInput,
  { inbox = salesInbox() }: { inbox?: string } = {},
): Promise<{ id: string; created: boolean; welcomeSent: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`lead\n${input.email}`}, 0))`,
    );
    const recent = await tx
      .select({ id: leads.id, source: leads.source })
      .from(leads)
      .where(
        and(
          eq(leads.email, input.email),
          gt(leads.createdAt, sql`now() - ${leadDedupeWindow}::interval`),
        ),
      );
    const existing = recent.find((lead) => lead.source === input.source);
    if (existing) return { id: existing.id, created: false, welcomeSent: false };
    const [row] = await tx
      .insert(leads)
      .values({
        email: input.email,
        source: input.source,
        consent: input.consent,
        ipHash: input.ipHash ?? null,
        userAgent: input.userAgent?.slice(0, 512) ?? null,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error("The lead insert returned no row");
    const metadata = { leadId: row.id, source: input.source, page: input.page };
    const welcomeSent = recent.length === 0;
    if (welcomeSent) {
      await enqueueEmail(tx, {
        to: input.email,
        ...renderEmail(leadWelcomeEmail, {}),
        metadata,
      });
    }
    await enqueueEmail(tx, {
      to: inbox,
      replyTo: input.email,
      ...renderEmail(newLeadEmail, {
        email: input.email,
        source: input.source,
        page: input.page ?? undefined,
        welcomeSent,
      }),
      metadata,
    });
    return { id: row.id, created: true, welcomeSent };
  });
}
