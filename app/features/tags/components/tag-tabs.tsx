import type { ReactNode } from "react";
import { LinkTabList, tabId, tabPanelId } from "~/components/ui/link-tabs";
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
  return (
    <div className="min-w-0">
      <LinkTabList
        tabs={tagTabs}
        selected={selected}
        href={href}
        idPrefix="tag"
        label="Results by kind"
        allPanelsRendered={false}
        extra={(tab, active) => (
          <span
            data-count=""
            className={cn(
              "rounded-full px-2 py-0.5 text-xs tabular-nums",
              active ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
            )}
          >
            {counts[tab]}
          </span>
        )}
      />
      <div
        role="tabpanel"
        id={tabPanelId("tag", selected)}
        aria-labelledby={tabId("tag", selected)}
        className="pt-6 outline-none"
      >
        {children}
      </div>
    </div>
  );
}
