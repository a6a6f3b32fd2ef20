import { ChevronDownIcon } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { Link, NavLink } from "react-router";
import { headerCallToAction, headerNavigation } from "~/content/navigation";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";

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
 * The mobile menu's modal dialog, its own chunk (with Radix's dialog, focus trap and scroll lock):
 * loaded when the Menu button is first pointed at, focused or pressed (see MobileMenu). Focus
 * moves into it, stays inside while it is open and returns to `trigger` when it closes.
 */
export default function MobileMenuDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id="mobile-menu"
        side="right"
        closeLabel="Close menu"
        className="overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
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
