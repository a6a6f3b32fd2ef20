import { ChevronDownIcon } from "lucide-react";
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { NavLink, useLocation } from "react-router";
import type { HeaderItem, NavLink as NavLinkItem, NavMenu } from "~/content/navigation";
import { cn } from "~/lib/utils";

export const navItemStyle =
  "inline-flex h-9 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-expanded:bg-accent aria-[current=page]:text-primary";

const hoverDelay = 150;

/** Moves focus among the menu's links with the arrow keys (optional in the disclosure pattern). */
function focusSibling(container: HTMLElement | null, step: 1 | -1 | "first" | "last") {
  const links = Array.from(container?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []);
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

function MenuLink({ link, withDescription }: { link: NavLinkItem; withDescription: boolean }) {
  const id = useId();
  const description = withDescription ? link.description : undefined;
  return (
    <NavLink
      to={link.href}
      end
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
      className="block rounded-md px-3 py-2 hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:text-primary"
    >
      <span id={`${id}-label`} className="block text-sm font-medium">
        {link.label}
      </span>
      {description ? (
        <span
          id={`${id}-description`}
          className="mt-0.5 line-clamp-2 block text-xs text-muted-foreground"
        >
          {description}
        </span>
      ) : null}
    </NavLink>
  );
}

function Menu({
  menu,
  open,
  onOpenChange,
}: {
  menu: NavMenu;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A click right after the pointer opened the menu keeps it open instead of toggling it shut. */
  const openedByHover = useRef(false);
  const { pathname } = useLocation();
  const wide = menu.links.length > 6;
  const active = [...menu.links, ...(menu.overview ? [menu.overview] : [])].some(
    (link) => link.href === pathname,
  );

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  function hover(next: boolean) {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => {
      openedByHover.current = next;
      onOpenChange(next);
    }, hoverDelay);
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const fromButton = event.target === buttonRef.current;
      if (!open) onOpenChange(true);
      // The panel renders on the next frame when it was closed.
      requestAnimationFrame(() =>
        focusSibling(
          panelRef.current,
          fromButton
            ? event.key === "ArrowDown"
              ? "first"
              : "last"
            : event.key === "ArrowDown"
              ? 1
              : -1,
        ),
      );
    } else if (
      (event.key === "Home" || event.key === "End") &&
      event.target !== buttonRef.current
    ) {
      event.preventDefault();
      focusSibling(panelRef.current, event.key === "Home" ? "first" : "last");
    }
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  }

  return (
    <li
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(event) => event.pointerType === "mouse" && hover(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && hover(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          clearTimeout(hoverTimer.current);
          const keepOpen = open && openedByHover.current;
          openedByHover.current = false;
          onOpenChange(keepOpen || !open);
        }}
        className={cn(navItemStyle, "group", active && "text-primary")}
      >
        {menu.label}
        <ChevronDownIcon
          className="size-4 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={cn(
          "absolute top-full left-0 z-50 mt-2 rounded-lg border border-border bg-card p-3 text-foreground shadow-lg",
          wide ? "w-[40rem]" : "w-[26rem]",
        )}
      >
        <ul className={cn("grid gap-1", wide && "grid-cols-2")}>
          {menu.links.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} withDescription={!wide} />
            </li>
          ))}
        </ul>
        {menu.overview ? (
          <div className="mt-2 border-t border-border pt-2">
            <MenuLink link={menu.overview} withDescription={false} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The desktop header navigation: the WAI-ARIA disclosure navigation pattern. Each menu is a
 * button (aria-expanded) that shows a list of links; Escape closes it and returns focus, arrow
 * keys move through the links, and it closes when focus or the pointer leaves it or a link is
 * followed.
 */
export function MainNavigation({ items, className }: { items: HeaderItem[]; className?: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close menus on page change only
  useEffect(() => setOpenId(null), [pathname]);

  const closeOnOutsidePointer = useCallback((event: PointerEvent) => {
    if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
  }, []);

  useEffect(() => {
    if (openId === null) return;
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [openId, closeOnOutsidePointer]);

  return (
    <nav ref={navRef} aria-label="Main" className={className}>
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.kind === "menu" ? (
            <Menu
              key={item.id}
              menu={item}
              open={openId === item.id}
              onOpenChange={(open) =>
                setOpenId((current) => (open ? item.id : current === item.id ? null : current))
              }
            />
          ) : (
            <li key={item.href}>
              <NavLink to={item.href} className={navItemStyle}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
