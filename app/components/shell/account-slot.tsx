import { lazy, Suspense, useEffect, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { startAccountMenuIfShown } from "~/islands/shell";
import { useShellData } from "../root-data";

// Loaded only when the account entry changes without a new document: most pages never need it.
const AccountEntry = lazy(() =>
  import("../account-menu").then((module) => ({ default: module.AccountEntry })),
);

/**
 * The header's account entry ("Log in", or the signed-in user's menu) is the one piece of the
 * server-rendered header that changes without a new document (signing in, a new name): once the
 * root loader's user differs from the one the server rendered, React renders the entry into the
 * header's slot in place of the server's copy, and keeps it up to date.
 */
export function AccountSlot() {
  const { user } = useShellData();
  const shown = JSON.stringify(user);
  const [rendered] = useState(shown);
  const [slot, setSlot] = useState<Element | null>(null);
  const changed = shown !== rendered;
  useLayoutEffect(() => {
    if (!changed || slot) return;
    const element = document.querySelector("[data-account-slot]");
    element?.replaceChildren();
    setSlot(element);
  }, [changed, slot]);
  return slot
    ? createPortal(
        <Suspense fallback={null}>
          <AccountEntry user={user} />
          <StartAccountMenu />
        </Suspense>,
        slot,
      )
    : null;
}

/** Rendered after the entry has: a signed-in user's menu is on the page by then. */
function StartAccountMenu() {
  useEffect(startAccountMenuIfShown);
  return null;
}
