/**
 * The desktop header's menus (components/main-navigation.tsx renders them): the WAI-ARIA
 * disclosure navigation pattern. A menu's button toggles its panel; Escape closes it and returns
 * focus to the button; the arrow keys, Home and End move through its links; it opens while the
 * mouse rests on it, and closes when focus, the pointer or a press goes elsewhere or a link in it
 * is followed. One menu is open at a time.
 */
const menuSelector = "[data-nav-menu]";
const hoverDelay = 150;

let hoverTimer: ReturnType<typeof setTimeout> | undefined;
/** A click right after the pointer opened a menu keeps it open instead of toggling it shut. */
let openedByHover: Element | null = null;

function parts(menu: Element) {
  const button = menu.querySelector<HTMLButtonElement>(":scope > button");
  const panel = button ? document.getElementById(button.getAttribute("aria-controls") ?? "") : null;
  return { button, panel };
}

function isOpen(menu: Element): boolean {
  return parts(menu).button?.getAttribute("aria-expanded") === "true";
}

function setOpen(menu: Element, open: boolean) {
  const { button, panel } = parts(menu);
  if (!button || !panel) return;
  if (open) {
    for (const other of document.querySelectorAll(menuSelector)) {
      if (other !== menu) setOpen(other, false);
    }
  }
  button.setAttribute("aria-expanded", String(open));
  panel.hidden = !open;
}

function closeAll() {
  for (const menu of document.querySelectorAll(menuSelector)) setOpen(menu, false);
}

function focusLink(panel: HTMLElement | null, step: 1 | -1 | "first" | "last") {
  const links = Array.from(panel?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []);
  if (links.length === 0) return;
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const index =
    step === "first"
      ? 0
      : step === "last"
        ? links.length - 1
        : (current + step + links.length) % links.length;
  links[index]?.focus();
}

function menuOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(menuSelector) : null;
}

function onClick(event: MouseEvent) {
  const menu = menuOf(event.target);
  if (!menu) return;
  const { button } = parts(menu);
  if (button?.contains(event.target as Node)) {
    clearTimeout(hoverTimer);
    const keepOpen = isOpen(menu) && openedByHover === menu;
    openedByHover = null;
    setOpen(menu, keepOpen || !isOpen(menu));
  } else if ((event.target as Element).closest("a[href]")) {
    setOpen(menu, false);
  }
}

function onKeyDown(event: KeyboardEvent) {
  const menu = menuOf(event.target);
  if (!menu) return;
  const { button, panel } = parts(menu);
  const fromButton = event.target === button;
  if (event.key === "Escape" && isOpen(menu)) {
    event.preventDefault();
    setOpen(menu, false);
    button?.focus();
  } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    setOpen(menu, true);
    const down = event.key === "ArrowDown";
    focusLink(panel, fromButton ? (down ? "first" : "last") : down ? 1 : -1);
  } else if ((event.key === "Home" || event.key === "End") && !fromButton) {
    event.preventDefault();
    focusLink(panel, event.key === "Home" ? "first" : "last");
  }
}

function onFocusOut(event: FocusEvent) {
  const menu = menuOf(event.target);
  if (menu && !menu.contains(event.relatedTarget as Node | null)) setOpen(menu, false);
}

function hover(menu: Element, open: boolean) {
  clearTimeout(hoverTimer);
  hoverTimer = setTimeout(() => {
    openedByHover = open ? menu : null;
    setOpen(menu, open);
  }, hoverDelay);
}

function onPointerOver(event: PointerEvent) {
  const menu = menuOf(event.target);
  if (event.pointerType === "mouse" && menu && !menu.contains(event.relatedTarget as Node | null))
    hover(menu, true);
}

function onPointerOut(event: PointerEvent) {
  const menu = menuOf(event.target);
  if (event.pointerType === "mouse" && menu && !menu.contains(event.relatedTarget as Node | null))
    hover(menu, false);
}

function onPointerDown(event: PointerEvent) {
  if (!(event.target as Element).closest?.("[data-main-navigation]")) closeAll();
}

export function startMainNavigation(): void {
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("pointerover", onPointerOver);
  document.addEventListener("pointerout", onPointerOut);
  document.addEventListener("pointerdown", onPointerDown);
}
