import { ChevronDownIcon, MenuIcon } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { headerCallToAction, headerNavigation } from "~/content/navigation";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { Button, buttonVariants } from "./ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "./ui/dialog";

/** A link that also closes the menu (when it points at the current page nothing else would). */
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
    <DialogClose asChild>
      <NavLink to={to} end={end} className={cn(linkClass, className)}>
        {children}
      </NavLink>
    </DialogClose>
  );
}

const linkClass =
  "block rounded-md px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:font-semibold aria-[current=page]:text-primary";

/**
 * The navigation on small screens, in a modal dialog: focus moves into it, stays inside while it
 * is open and returns to the Menu button when it closes. Before JavaScript runs the button is a
 * link to the footer's navigation, which lists every section.
 */
export function MobileMenu({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // Close when a link inside was followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname change only
  useEffect(() => setOpen(false), [pathname]);

  if (!hydrated) {
    return (
      <a
        href="#footer-navigation"
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), className)}
      >
        <MenuIcon aria-hidden="true" />
        Menu
      </a>
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={className} aria-label="Open menu">
          <MenuIcon aria-hidden="true" />
          Menu
        </Button>
      </DialogTrigger>
      <DialogContent side="right" closeLabel="Close menu" className="overflow-y-auto">
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
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
        <DialogClose asChild>
          <Link to={headerCallToAction.href} className={cn(buttonVariants(), "mt-2")}>
            {headerCallToAction.label}
          </Link>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
