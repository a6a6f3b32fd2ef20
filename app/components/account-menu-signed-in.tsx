import { LogOutIcon, ShieldCheckIcon } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { accountLinks } from "~/content/navigation";
import { AccountMenuButton } from "./account-menu";
import type { ShellUser } from "./root-data";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";

/**
 * A signed-in user's menu: their pages and Log out. Its own chunk (with Radix's menu and the
 * positioning library), loaded only when someone is signed in; see AccountMenu.
 */
export default function SignedInAccountMenu({
  user,
  defaultOpen,
}: {
  user: ShellUser;
  /** Open at once: the trigger was pressed while this code was still loading. */
  defaultOpen?: boolean;
}) {
  const submit = useSubmit();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" portal={false}>
        <DropdownMenuLabel>
          <span className="block truncate">{user.name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link to={link.href}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        {user.staff ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheckIcon aria-hidden="true" />
              Staff area
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        {/* The menu closes on select, removing any button inside it, so the item submits itself. */}
        <DropdownMenuItem onSelect={() => submit(null, { method: "post", action: "/user/logout" })}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
