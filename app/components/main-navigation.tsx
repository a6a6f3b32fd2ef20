import { ChevronDownIcon } from "lucide-react";
import { useId } from "react";
import { NavLink, useLocation } from "react-router";
import type { HeaderItem, NavLink as NavLinkItem, NavMenu } from "~/content/navigation";
import { cn } from "~/lib/utils";

export const navItemStyle =
  "inline-flex h-9 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-expanded:bg-accent aria-[current=page]:text-primary";

function MenuLink({ link, withDescription }: { link: NavLinkItem; withDescription: boolean }) {
  const id = useId();
  const description = withDescription ? link.description : undefined;
  return (
    <NavLink
      to={link.href}
      end
      data-nav-match="end"
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

function Menu({ menu }: { menu: NavMenu }) {
  const panelId = useId();
  const { pathname } = useLocation();
  const wide = menu.links.length > 6;
  const active = [...menu.links, ...(menu.overview ? [menu.overview] : [])].some(
    (link) => link.href === pathname,
  );
  return (
    <li className="relative" data-nav-menu>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        className={cn(navItemStyle, "group", active ? "text-primary" : "text-foreground")}
      >
        {menu.label}
        <ChevronDownIcon
          className="size-4 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden
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
 * followed. The markup is rendered here; islands/main-navigation.ts makes it work, on hydrated
 * and static pages alike (ADR 046).
 */
export function MainNavigation({ items, className }: { items: HeaderItem[]; className?: string }) {
  return (
    <nav aria-label="Main" className={className} data-main-navigation>
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.kind === "menu" ? (
            <Menu key={item.id} menu={item} />
          ) : (
            <li key={item.href}>
              <NavLink
                to={item.href}
                className={cn(navItemStyle, "text-foreground")}
                data-nav-match="prefix"
              >
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
