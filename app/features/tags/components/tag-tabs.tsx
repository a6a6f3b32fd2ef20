import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { type TagTab, tagTabs } from "../query";

/**
 * A tag page's tabs All, Blogs, Jobs and Services, each with its count. Each tab is a link to
 * ?tab=... (keeping the search), so switching works without JavaScript and a view can be shared;
 * with JavaScript they follow the WAI-ARIA tabs pattern (arrow keys, Home/End, one tab stop).
 * Only the selected panel is rendered: it holds that tab's list as the server sent it.
 */
export function TagTabs({
  selected,
  counts,
  href,
  children,
}: {
  selected: TagTab;
  counts: Record<TagTab, number>;
  /** The address of a tab. */
  href: (tab: TagTab) => string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const refs = useRef<Array<HTMLAnchorElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tagTabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const position = (next + tagTabs.length) % tagTabs.length;
    const tab = tagTabs[position];
    if (!tab) return;
    navigate(href(tab.id), { replace: true, preventScrollReset: true });
    refs.current[position]?.focus();
  };

  return (
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label="Results by kind"
        className="flex gap-1 overflow-x-auto border-b border-border"
      >
        {tagTabs.map((tab, index) => {
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
              id={`tag-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={active ? `tag-panel-${tab.id}` : undefined}
              tabIndex={hydrated ? (active ? 0 : -1) : undefined}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "-mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 px-2.5 py-3 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-4",
                active
                  ? "border-primary text-foreground"
                  : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
              )}
            >
              {tab.label}
              <span
                data-count=""
                className={cn(
                  "rounded-full px-2 py-0.5 text-xs tabular-nums",
                  active ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
                )}
              >
                {counts[tab.id]}
              </span>
            </Link>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`tag-panel-${selected}`}
        aria-labelledby={`tag-tab-${selected}`}
        className="pt-6 outline-none"
      >
        {children}
      </div>
    </div>
  );
}
