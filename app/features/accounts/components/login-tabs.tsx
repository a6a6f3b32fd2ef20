import { type KeyboardEvent, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { loginPath } from "../redirect";
import type { LoginTab } from "../schemas";

const tabs: ReadonlyArray<{ id: LoginTab; label: string }> = [
  { id: "signin", label: "Sign In" },
  { id: "signup", label: "Sign Up" },
];

export const tabId = (tab: LoginTab) => `login-tab-${tab}`;
export const panelId = "login-panel";

/**
 * Sign In / Sign Up as WAI-ARIA tabs whose tabs are links (?tab=signup), so each tab has a URL
 * and works before JavaScript loads. With JavaScript, arrow keys, Home and End switch tabs.
 */
export function LoginTabs({ active, redirectTo }: { active: LoginTab; redirectTo: string | null }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const refs = useRef<Partial<Record<LoginTab, HTMLAnchorElement | null>>>({});
  const focusAfterSwitch = useRef(false);

  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    refs.current[active]?.focus();
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    let next: number | undefined;
    if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    focusAfterSwitch.current = true;
    navigate(loginPath({ tab: target.id, redirectTo }), {
      replace: true,
      preventScrollReset: true,
    });
  }

  return (
    <div
      role="tablist"
      aria-label="Sign in or create an account"
      className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 ring-1 ring-border"
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <Link
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            id={tabId(tab.id)}
            role="tab"
            to={loginPath({ tab: tab.id, redirectTo })}
            replace
            preventScrollReset
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            // Roving focus once scripts run; before that both tabs stay reachable with Tab.
            tabIndex={hydrated && !selected ? -1 : undefined}
            onKeyDown={hydrated ? onKeyDown : undefined}
            className={cn(
              "rounded-md px-3 py-2 text-center text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              selected
                ? "bg-card text-foreground shadow-sm ring-1 ring-border"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
