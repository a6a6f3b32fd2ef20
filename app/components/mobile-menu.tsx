import { MenuIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { Button, buttonVariants } from "./ui/button";

const loadMenuDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(loadMenuDialog);

/**
 * The navigation on small screens, in a modal dialog (./mobile-menu-dialog). Before JavaScript
 * runs the button is a link to the footer's navigation, which lists every section. The dialog's
 * code is not part of every page's scripts: it loads when the button is pointed at or focused,
 * at the latest when it is pressed.
 */
export function MobileMenu({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
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

  const preload = () => void loadMenuDialog();
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        className={className}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-menu" : undefined}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden="true" />
        Menu
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
