import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { type ProfileTab, profileTabs } from "../types";

const tabHref = (tab: ProfileTab) => `/user/profile?tab=${tab}`;

/**
 * The profile's tabs. Each tab is a link to ?tab=..., so they work without JavaScript; with it
 * they follow the WAI-ARIA tabs pattern (arrow keys, Home/End, one tab stop). Every panel stays
 * rendered (hidden when not selected), so unsaved edits survive switching tabs.
 */
export function ProfileTabs({
  selected,
  panels,
}: {
  selected: ProfileTab;
  panels: Record<ProfileTab, ReactNode>;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const refs = useRef<Array<HTMLAnchorElement | null>>([]);

  const go = (index: number) => {
    const tab = profileTabs[(index + profileTabs.length) % profileTabs.length];
    if (!tab) return;
    navigate(tabHref(tab.id), { replace: true, preventScrollReset: true });
    refs.current[profileTabs.indexOf(tab)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: profileTabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };

  return (
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label="Profile sections"
        className="flex gap-1 overflow-x-auto border-b border-border"
      >
        {profileTabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <Link
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              to={tabHref(tab.id)}
              replace
              preventScrollReset
              role="tab"
              id={`profile-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`profile-panel-${tab.id}`}
              tabIndex={hydrated ? (active ? 0 : -1) : undefined}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "-mb-px inline-flex shrink-0 items-center border-b-2 px-3 py-3 sm:px-4 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                active
                  ? "border-primary text-foreground"
                  : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
              )}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      {profileTabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`profile-panel-${tab.id}`}
          aria-labelledby={`profile-tab-${tab.id}`}
          hidden={tab.id !== selected}
          className="pt-6 outline-none"
        >
          {panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
