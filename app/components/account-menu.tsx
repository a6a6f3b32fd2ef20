import { LogOutIcon, UserIcon } from "lucide-react";
import { Link } from "react-router";
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

const logoutFormId = "logout-form";

/** "Log in" for visitors; for a signed-in user a menu with their pages and Log out. */
export function AccountMenu() {
  const { user } = useShellData();
  if (!user) {
    return (
      <Button asChild variant="ghost" size="sm">
        <Link to="/user/login">
          <UserIcon aria-hidden="true" />
          Log in
        </Link>
      </Button>
    );
  }
  return (
    <>
      {/* Outside the menu (which is portalled) so the Log out item can submit it by id. */}
      <form id={logoutFormId} method="post" action="/user/logout" hidden />
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
          <DropdownMenuItem asChild>
            <button type="submit" form={logoutFormId} className="w-full text-left">
              <LogOutIcon aria-hidden="true" />
              Log out
            </button>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
