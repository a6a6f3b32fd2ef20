import { ChevronDownIcon, MenuIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { headerCallToAction, headerNavigation } from "~/content/navigation";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { DialogCloseButton } from "./dialog-close-button";
import { buttonVariants } from "./ui/button";

const linkClass =
  "block rounded-md px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:font-semibold aria-[current=page]:text-primary";

function MenuLink({
  to,
  end,
  className,
  children,
}: {
  to: string;
  end?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      data-nav-match={end ? "end" : "prefix"}
      className={cn(linkClass, className)}
    >
      {children}
    </NavLink>
  );
}

/**
 * The navigation on small screens, in a native modal dialog. Before JavaScript runs (and without
 * it) the Menu button is a link to the footer's navigation, which lists every section.
 * islands/mobile-menu.ts swaps in the button on a static page and makes the dialog work on every
 * page (ADR 046): focus moves into it, stays inside while it is open and returns to the button
 * when it closes; following a link closes it.
 */
export function MobileMenu({ className }: { className?: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <a
        href="#footer-navigation"
        hidden={hydrated}
        data-mobile-menu-fallback
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), className)}
      >
        <MenuIcon aria-hidden="true" />
        Menu
      </a>
      <button
        type="button"
        hidden={!hydrated}
        data-mobile-menu-open
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls="mobile-menu"
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), className)}
      >
        <MenuIcon aria-hidden="true" />
        Menu
      </button>
      <dialog
        id="mobile-menu"
        aria-labelledby="mobile-menu-title"
        aria-describedby="mobile-menu-description"
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-sm border-l border-border bg-background text-foreground shadow-lg backdrop:bg-black/60 backdrop:backdrop-blur-sm"
      >
        <div className="relative flex min-h-full flex-col gap-4 p-6">
          <h2 id="mobile-menu-title" className="text-lg font-semibold">
            Menu
          </h2>
          <p id="mobile-menu-description" className="sr-only">
            Site navigation
          </p>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {headerNavigation.map((item) =>
                item.kind === "menu" ? (
                  <li key={item.id}>
                    <details className="group">
                      <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                        {item.label}
                        <ChevronDownIcon
                          aria-hidden="true"
                          className="size-4 transition-transform group-open:rotate-180"
                        />
                      </summary>
                      <ul className="mt-1 ml-3 flex flex-col gap-0.5 border-l border-border pl-2">
                        {item.overview ? (
                          <li>
                            <MenuLink to={item.overview.href} end>
                              {item.overview.label}
                            </MenuLink>
                          </li>
                        ) : null}
                        {item.links.map((link) => (
                          <li key={link.href}>
                            <MenuLink to={link.href}>{link.label}</MenuLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ) : (
                  <li key={item.href}>
                    <MenuLink to={item.href} className="font-medium">
                      {item.label}
                    </MenuLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <Link to={headerCallToAction.href} className={cn(buttonVariants(), "mt-2")}>
            {headerCallToAction.label}
          </Link>
          <DialogCloseButton label="Close menu" />
        </div>
      </dialog>
    </>
  );
}
