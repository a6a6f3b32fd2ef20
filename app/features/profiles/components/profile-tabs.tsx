import type { ReactNode } from "react";
import { LinkTabList, tabId, tabPanelId } from "~/components/ui/link-tabs";
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
  return (
    <div className="min-w-0">
      <LinkTabList
        tabs={profileTabs}
        selected={selected}
        href={tabHref}
        idPrefix="profile"
        label="Profile sections"
        allPanelsRendered
      />
      {profileTabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={tabPanelId("profile", tab.id)}
          aria-labelledby={tabId("profile", tab.id)}
          hidden={tab.id !== selected}
          className="pt-6 outline-none"
        >
          {panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
