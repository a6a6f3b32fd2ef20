import { LogOutIcon, ShieldCheckIcon, UserIcon } from "lucide-react";
import { accountLinks } from "~/content/account-links";
import { type ShellUser, useShellData } from "./root-data";
import { buttonVariants } from "./ui/button";

const menuItemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none select-none hover:bg-accent hover:text-accent-foreground focus:bg-accent focus:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0";
const separator = <hr className="-mx-1 my-1 h-px border-0 bg-border" />;

/**
 * The header's account entry: "Log in" for visitors; for a signed-in user a menu with their pages
 * and Log out (the menu button pattern, worked by islands/account-menu). Plain markup with no
 * router or state, so the server can also render it alone into a cached page's account slot
 * (server/account-entry.ts, ADR 091).
 */
export function AccountEntry({ user }: { user: ShellUser | null }) {
  if (!user) {
    return (
      <a href="/user/login" className={buttonVariants({ variant: "ghost", size: "sm" })}>
        <UserIcon aria-hidden="true" />
        {/* The smallest phones show the icon alone; the link keeps its name. */}
        <span className="max-[399px]:sr-only">Log in</span>
      </a>
    );
  }
  return (
    <div data-account-menu className="relative">
      <button
        type="button"
        id="account-menu-button"
        aria-label={`Account menu for ${user.name}`}
        aria-haspopup="menu"
        aria-expanded="false"
        aria-controls="account-menu"
        className={buttonVariants({ variant: "ghost", size: "sm" })}
      >
        <UserIcon aria-hidden="true" />
        <span className="hidden max-w-32 truncate sm:inline">{user.name}</span>
      </button>
      <div
        id="account-menu"
        role="menu"
        aria-labelledby="account-menu-button"
        hidden
        className="absolute top-full right-0 z-50 mt-1.5 w-max max-w-[calc(100vw-2rem)] min-w-48 rounded-md border border-border bg-card p-1 text-foreground shadow-md"
      >
        <div className="px-2 py-1.5 text-sm font-medium">
          <span className="block max-w-64 truncate">{user.name}</span>
          <span className="block max-w-64 truncate text-xs font-normal text-muted-foreground">
            {user.email}
          </span>
        </div>
        {separator}
        {accountLinks.map((link) => (
          <a
            key={link.href}
            role="menuitem"
            tabIndex={-1}
            href={link.href}
            className={menuItemClass}
          >
            {link.label}
          </a>
        ))}
        {user.staff ? (
          <a role="menuitem" tabIndex={-1} href="/admin" className={menuItemClass}>
            <ShieldCheckIcon aria-hidden="true" />
            Staff area
          </a>
        ) : null}
        {separator}
        <form method="post" action="/user/logout" role="none">
          <button type="submit" role="menuitem" tabIndex={-1} className={menuItemClass}>
            <LogOutIcon aria-hidden="true" />
            Log out
          </button>
        </form>
      </div>
    </div>
  );
}

/** The account entry of the visitor the root loader found. */
export function AccountMenu() {
  return <AccountEntry user={useShellData().user} />;
}
