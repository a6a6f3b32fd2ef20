import { and, eq, gt, sql } from "drizzle-orm";
import type { Queryable } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { renderEmail } from "~/lib/email/render.server";
import { leadWelcomeEmail } from "~/lib/email/templates";
import { leads } from "../../../db/schema/index.ts";
import type { LeadInput } from "./validation";

export interface RecordLeadInput extends LeadInput {
  ipHash?: string;
  userAgent?: string;
}

/** The same address and source again within this time stores nothing and sends nothing. */
export const leadDedupeWindow = "24 hours";

/**
 * Stores a lead and queues its welcome email in one transaction. The same email and source within
 * a day is recognised (also when two requests race: a transaction-scoped advisory lock on the pair
 * serialises them) and answered with the existing lead, without a second row or email.
 */
export async function recordLead(
  db: Queryable,
  input: RecordLeadInput,
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`lead\n${input.email}\n${input.source}`}, 0))`,
    );
    const [existing] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.email, input.email),
          eq(leads.source, input.source),
          gt(leads.createdAt, sql`now() - ${leadDedupeWindow}::interval`),
        ),
      )
      .limit(1);
    if (existing) return { id: existing.id, created: false };
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
    await enqueueEmail(tx, {
      to: input.email,
      ...renderEmail(leadWelcomeEmail, {}),
      metadata: { leadId: row.id, source: input.source },
    });
    return { id: row.id, created: true };
  });
}
