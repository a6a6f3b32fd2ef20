import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { AccountMenu } from "../account-menu";

/**
 * The header's account entry ("Log in", or the signed-in user's menu) is the one piece of the
 * server-rendered header that changes without a new document (signing in or out, a new name):
 * once the page has hydrated, React renders it into the header's slot in place of the server's
 * copy, and keeps it up to date from the root loader's data.
 */
export function AccountSlot() {
  const [slot, setSlot] = useState<Element | null>(null);
  useLayoutEffect(() => {
    const element = document.querySelector("[data-account-slot]");
    element?.replaceChildren();
    setSlot(element);
  }, []);
  return slot ? createPortal(<AccountMenu />, slot) : null;
}
