import { openModal } from "./modal-dialog";

/**
 * The mobile menu (components/mobile-menu.tsx renders it): without JavaScript a link to the
 * footer's navigation; with it a button that opens the menu as a modal dialog. Following a link
 * in it closes it.
 */
function onClick(event: MouseEvent) {
  const target = event.target as Element;
  const opener = target.closest<HTMLButtonElement>("[data-mobile-menu-open]");
  const dialog = document.getElementById("mobile-menu");
  if (!(dialog instanceof HTMLDialogElement)) return;
  if (opener) {
    opener.setAttribute("aria-expanded", "true");
    openModal(dialog, opener, () => opener.setAttribute("aria-expanded", "false"));
  } else if (dialog.open && dialog.contains(target) && target.closest("a[href]")) {
    dialog.close();
  }
}

export function startMobileMenu(): void {
  for (const fallback of document.querySelectorAll<HTMLElement>("[data-mobile-menu-fallback]"))
    fallback.hidden = true;
  for (const button of document.querySelectorAll<HTMLElement>("[data-mobile-menu-open]"))
    button.hidden = false;
  document.addEventListener("click", onClick);
}
