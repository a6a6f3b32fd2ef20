import { LayoutDashboardIcon, LogOutIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { roleLabel } from "~/features/access/permissions";
import { cn } from "~/lib/utils";
import { clearAdminSessionFlag } from "../access-check";
import type { StaffSection } from "../navigation";

const icons: Record<string, typeof LayoutDashboardIcon> = { "/admin": LayoutDashboardIcon };

/** The staff area's frame: who is signed in, Log out, and the sections the user may open. */
export function StaffShell({
  user,
  roles,
  sections,
  children,
}: {
  user: { name: string; email: string };
  roles: readonly string[];
  sections: readonly StaffSection[];
  children: ReactNode;
}) {
  return (
    <div className="bg-muted/40">
      <div className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-3 px-4 py-3 sm:px-6">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              <span className="font-medium">{user.name}</span>{" "}
              <span className="text-muted-foreground">
                {user.email} · {roles.map(roleLabel).join(", ")}
              </span>
            </span>
            <Form method="post" action="/admin/logout" onSubmit={() => clearAdminSessionFlag()}>
              <Button type="submit" variant="outline" size="sm">
                <LogOutIcon aria-hidden="true" />
                Log out
              </Button>
            </Form>
          </div>
        </div>
      </div>
      {/* minmax(0, …) columns: wide tables scroll inside their own box, never the page. */}
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <nav aria-label="Staff area" className="min-w-0">
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            {sections.map((section) => {
              const Icon = icons[section.href];
              return (
                <li key={section.href}>
                  <NavLink
                    to={section.href}
                    end
                    className={({ isActive }) =>
                      cn(
                        "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                        isActive
                          ? "bg-primary text-primary-foreground"
                          : "text-foreground hover:bg-accent",
                      )
                    }
                  >
                    {Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
                    {section.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** The spec's client guard screen, while the server decides. */
export function AccessCheckScreen({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-48 items-center justify-center text-muted-foreground">
      {text}
    </div>
  );
}
