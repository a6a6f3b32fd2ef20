/**
 * A native modal `<dialog>` as the shell's dialogs use it: the browser makes the rest of the
 * page inert and closes it on Escape; this adds what Radix's dialog did on top: Tab and
 * Shift+Tab wrap inside it, a press on the backdrop or a `[data-close-dialog]` button closes it,
 * the page does not scroll behind it (app.css), and focus returns to the element that opened it.
 */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function visibleFocusables(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const dialog = event.currentTarget as HTMLDialogElement;
  const elements = visibleFocusables(dialog);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function onClick(event: MouseEvent) {
  const dialog = event.currentTarget as HTMLDialogElement;
  const target = event.target as Element;
  // The dialog element itself is hit only through its backdrop (its content fills it).
  if (target === dialog || target.closest("[data-close-dialog]")) dialog.close();
}

const prepared = new WeakSet<HTMLDialogElement>();

/** Opens `dialog` as a modal; when it closes, focus goes back to `opener` and `onClose` runs. */
export function openModal(
  dialog: HTMLDialogElement,
  opener: HTMLElement | null,
  onClose?: () => void,
): void {
  if (dialog.open) return;
  if (!prepared.has(dialog)) {
    prepared.add(dialog);
    dialog.addEventListener("keydown", onKeyDown);
    dialog.addEventListener("click", onClick);
  }
  dialog.addEventListener(
    "close",
    () => {
      onClose?.();
      opener?.focus();
    },
    { once: true },
  );
  dialog.showModal();
  // The browser focuses the first focusable element, even one left out of the Tab order (a
  // form's honeypot field): focus goes to the first one Tab reaches instead.
  const focused = document.activeElement as HTMLElement | null;
  if (focused && focused.tabIndex < 0) visibleFocusables(dialog)[0]?.focus();
}
