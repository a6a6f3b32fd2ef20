import { LogOutIcon, UserIcon } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { accountLinks } from "~/content/navigation";
import { useShellData } from "./root-data";
import { Button } from "./ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";

/** "Log in" for visitors; for a signed-in user a menu with their pages and Log out. */
export function AccountMenu() {
  const { user } = useShellData();
  const submit = useSubmit();
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
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Account menu for ${user.name}`}>
          <UserIcon aria-hidden="true" />
          <span className="hidden max-w-32 truncate sm:inline">{user.name}</span>
        </Button>
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
