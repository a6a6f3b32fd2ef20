import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { tabKeyTarget } from "~/lib/tab-keys";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

interface LinkTabListProps<T extends string> {
  tabs: readonly { id: T; label: string }[];
  selected: T;
  /** The address of a tab (the selection lives in the URL). */
  href: (tab: T) => string;
  /** Prefix of the tab ids (`{idPrefix}-tab-{id}`) and panel ids (`{idPrefix}-panel-{id}`). */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  /** Whether every panel is in the page (hidden ones too) or only the selected one. */
  allPanelsRendered: boolean;
  /** Something after a tab's label, e.g. a count. */
  extra?: (tab: T, active: boolean) => ReactNode;
  /** Called when the pointer is over a tab or it has the focus: load what its panel needs. */
  onPreload?: (tab: T) => void;
}

/** The id of a tab's panel, for the panel element. */
export function tabPanelId(idPrefix: string, tab: string) {
  return `${idPrefix}-panel-${tab}`;
}

/** The id of a tab, for its panel's aria-labelledby. */
export function tabId(idPrefix: string, tab: string) {
  return `${idPrefix}-tab-${tab}`;
}

/**
 * Tabs that are links to their own URLs, so they work without JavaScript and a view can be
 * shared; with JavaScript they follow the WAI-ARIA tabs pattern (arrow keys, Home/End, one tab
 * stop).
 */
export function LinkTabList<T extends string>({
  tabs,
  selected,
  href,
  idPrefix,
  label,
  allPanelsRendered,
  extra,
  onPreload,
}: LinkTabListProps<T>) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const refs = useRef<Array<HTMLAnchorElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const position = tabKeyTarget(event.key, index, tabs.length);
    if (position === undefined) return;
    event.preventDefault();
    const tab = tabs[position];
    if (!tab) return;
    navigate(href(tab.id), { replace: true, preventScrollReset: true });
    refs.current[position]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 overflow-x-auto border-b border-border"
    >
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <Link
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            to={href(tab.id)}
            replace
            preventScrollReset
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={active}
            aria-controls={allPanelsRendered || active ? tabPanelId(idPrefix, tab.id) : undefined}
            tabIndex={hydrated ? (active ? 0 : -1) : undefined}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPointerEnter={onPreload && (() => onPreload(tab.id))}
            onFocus={onPreload && (() => onPreload(tab.id))}
            className={cn(
              "-mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 px-2.5 py-3 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-4",
              active
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
            )}
          >
            {tab.label}
            {extra?.(tab.id, active)}
          </Link>
        );
      })}
    </div>
  );
}
