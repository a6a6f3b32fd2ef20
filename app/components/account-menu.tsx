import { UserIcon } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { type ShellUser, useShellData } from "./root-data";
import { Button } from "./ui/button";

// Anonymous visitors (every page the page cache serves) never load the menu's code.
const SignedInAccountMenu = lazy(() => import("./account-menu-signed-in"));

/** The signed-in user's menu button, as the menu's trigger and while the menu's code loads. */
export function AccountMenuButton({
  user,
  ...props
}: { user: ShellUser } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="sm" aria-label={`Account menu for ${user.name}`} {...props}>
      <UserIcon aria-hidden="true" />
      <span className="hidden max-w-32 truncate sm:inline">{user.name}</span>
    </Button>
  );
}

/** "Log in" for visitors; for a signed-in user a menu with their pages and Log out. */
export function AccountMenu() {
  const { user } = useShellData();
  const hydrated = useHydrated();
  // A press before the menu's code has arrived opens the menu as soon as it has.
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  if (!user) {
    return (
      <Button asChild variant="ghost" size="sm">
        <Link to="/user/login">
          <UserIcon aria-hidden="true" />
          {/* The smallest phones show the icon alone; the link keeps its name. */}
          <span className="max-[399px]:sr-only">Log in</span>
        </Link>
      </Button>
    );
  }
  // Until the menu's code has arrived, a button that remembers a press. It is also what the server
  // renders: were the menu itself hydrated, its server HTML would sit without handlers until its
  // code arrived, and a press then would be lost.
  const placeholder = (
    <AccountMenuButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpenWhenLoaded(true)}
    />
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SignedInAccountMenu user={user} defaultOpen={openWhenLoaded} />
    </Suspense>
  );
}
