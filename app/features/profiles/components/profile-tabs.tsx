import { type ReactNode, Suspense, useState } from "react";
import { LinkTabList, tabId, tabPanelId } from "~/components/ui/link-tabs";
import { type ProfileTab, profileTabs } from "../types";

const tabHref = (tab: ProfileTab) => `/user/profile?tab=${tab}`;

/**
 * The profile's tabs. Each tab is a link to ?tab=..., so they work without JavaScript; with it
 * they follow the WAI-ARIA tabs pattern (arrow keys, Home/End, one tab stop).
 *
 * The server renders the selected tab's panel only, and so does the browser at first: another
 * tab's code loads when the tab is first pointed at, focused or selected (`preload`, ADR 083),
 * and the tab shows once it has arrived (the switch is a transition, so the panel on screen stays
 * until then, with no empty panel in between). A panel once shown stays rendered (hidden when
 * not selected), so unsaved edits survive switching tabs.
 */
export function ProfileTabs({
  selected,
  panel,
  preload,
}: {
  selected: ProfileTab;
  panel: (tab: ProfileTab) => ReactNode;
  preload: (tab: ProfileTab) => void;
}) {
  const [shown, setShown] = useState<ReadonlySet<ProfileTab>>(() => new Set([selected]));
  if (!shown.has(selected)) setShown(new Set(shown).add(selected));
  return (
    <div className="min-w-0">
      <LinkTabList
        tabs={profileTabs}
        selected={selected}
        href={tabHref}
        idPrefix="profile"
        label="Profile sections"
        allPanelsRendered
        onPreload={preload}
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
          {/* Every panel has its boundary from the start: a tab's code arriving later suspends
              one already on screen, which keeps the transition waiting instead of showing a
              fallback. */}
          <Suspense>{shown.has(tab.id) ? panel(tab.id) : null}</Suspense>
        </div>
      ))}
    </div>
  );
}
