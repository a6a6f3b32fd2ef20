/**
 * The signed-in user's account menu (components/account-menu.tsx renders it): the WAI-ARIA menu
 * button pattern. The button, Enter, Space or the down arrow open the menu on its first item, the
 * up arrow on its last; in it the arrows, Home and End move, Escape closes it and returns focus to
 * the button, Tab closes it and moves on. A press outside, focus leaving it, or an item chosen
 * closes it. Listens on the document, so the menu React re-renders on hydrated pages keeps working.
 */
const menuSelector = "[data-account-menu]";

function parts(root: Element) {
  const button = root.querySelector<HTMLButtonElement>(":scope > button");
  const menu = root.querySelector<HTMLElement>('[role="menu"]');
  const items = Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  return { button, menu, items };
}

function setOpen(root: Element, open: boolean, focus?: "first" | "last") {
  const { button, menu, items } = parts(root);
  if (!button || !menu) return;
  button.setAttribute("aria-expanded", String(open));
  menu.hidden = !open;
  if (open && focus) items[focus === "first" ? 0 : items.length - 1]?.focus();
}

function closeAll(except?: Element) {
  for (const root of document.querySelectorAll(menuSelector)) {
    if (root !== except) setOpen(root, false);
  }
}

function rootOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(menuSelector) : null;
}

function isOpen(root: Element): boolean {
  return parts(root).button?.getAttribute("aria-expanded") === "true";
}

function onClick(event: MouseEvent) {
  const root = rootOf(event.target);
  if (!root) return;
  const { button } = parts(root);
  if (button?.contains(event.target as Node)) {
    setOpen(root, !isOpen(root), "first");
  } else if ((event.target as Element).closest('[role="menuitem"]')) {
    // A link followed on a hydrated page keeps the document: the menu closes itself.
    setOpen(root, false);
  }
}

function moveFocus(items: HTMLElement[], key: string) {
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const index =
    key === "Home"
      ? 0
      : key === "End"
        ? last
        : key === "ArrowDown"
          ? (current + 1) % items.length
          : (current - 1 + items.length) % items.length;
  items[index]?.focus();
}

function onKeyDown(event: KeyboardEvent) {
  const root = rootOf(event.target);
  if (!root) return;
  const { button, items } = parts(root);
  if (event.target === button) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(root, true, event.key === "ArrowDown" ? "first" : "last");
    } else if (event.key === "Escape" && isOpen(root)) {
      setOpen(root, false);
    }
    return;
  }
  if (["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) {
    event.preventDefault();
    moveFocus(items, event.key);
  } else if (event.key === "Escape") {
    event.preventDefault();
    setOpen(root, false);
    button?.focus();
  } else if (event.key === "Tab") {
    setOpen(root, false);
  } else if (event.key === " " && (event.target as Element).matches('a[role="menuitem"]')) {
    // Space chooses a menu item; a link would otherwise scroll the page.
    event.preventDefault();
    (event.target as HTMLElement).click();
  }
}

function onFocusOut(event: FocusEvent) {
  const root = rootOf(event.target);
  if (root && !root.contains(event.relatedTarget as Node | null)) setOpen(root, false);
}

function onPointerDown(event: PointerEvent) {
  closeAll(rootOf(event.target) ?? undefined);
}

let started = false;

export function startAccountMenu(): void {
  if (started) return;
  started = true;
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("pointerdown", onPointerDown);
}
