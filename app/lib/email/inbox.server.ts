import { site } from "~/content/site";
import { getEnv } from "~/lib/env.server";

/** The sales inbox told about every lead and enquiry: CONTACT_INBOX, else the site's address. */
export function salesInbox(): string {
  return getEnv().CONTACT_INBOX ?? site.email;
}
