import { and, eq, gt } from "drizzle-orm";
import { emailOutbox } from "../../../db/schema/index.ts";
import { getDb } from "../db.server.ts";
import { getEnv } from "../env.server.ts";
import { enqueueEmail } from "./outbox.server.ts";
import { renderEmail } from "./render.server.ts";
import { accountExistsEmail } from "./templates/account-exists.ts";

/**
 * Someone signed up with an address that has an account: its owner hears of it (at most once an
 * hour), while the sign-up answers exactly as for a new address.
 */
export async function notifyExistingAccount(owner: {
  email: string;
  name: string;
  emailVerified: boolean;
}) {
  const db = getDb();
  const since = new Date(Date.now() - 60 * 60 * 1000);
  const recent = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, owner.email),
        eq(emailOutbox.template, "account-exists"),
        gt(emailOutbox.createdAt, since),
      ),
    )
    .limit(1);
  if (recent.length > 0) return;
  const { SITE_URL } = getEnv();
  await enqueueEmail(db, {
    to: owner.email,
    ...renderEmail(accountExistsEmail, {
      // The name only once the address is confirmed: whoever signed up first typed it.
      name: owner.emailVerified ? owner.name : undefined,
      loginUrl: `${SITE_URL}/user/login`,
      resetUrl: `${SITE_URL}/user/forgot-password`,
    }),
  });
}
