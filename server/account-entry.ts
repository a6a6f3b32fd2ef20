import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AccountEntry } from "~/components/account-menu";
import { toShellUser } from "~/components/root-data";
import { getHeaderUser } from "~/features/access/guards.server";

/**
 * The header's account entry of the request's signed-in user, as the page would render it, or
 * null when the request has no valid session (ADR 091).
 */
export async function signedInAccountEntry(request: Request): Promise<string | null> {
  const user = toShellUser(await getHeaderUser(request));
  return user ? renderToStaticMarkup(createElement(AccountEntry, { user })) : null;
}
