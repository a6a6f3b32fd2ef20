import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { markCurrentLinks, routeShellLinks } from "~/islands/shell-links";
import { AccountSlot } from "./account-slot";

/**
 * The server-rendered frame on a hydrated page (ADR 064): its links navigate on the client, and
 * what a navigation changes in it follows: the navigation's current page and the account entry.
 * The staff area has another frame: a link into or out of it loads a new document, and should a
 * navigation cross anyway (a redirect), the page reloads.
 */
export function ShellUpdates({ staffArea }: { staffArea: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [documentInStaffArea] = useState(staffArea);
  useEffect(() => {
    if (staffArea !== documentInStaffArea) window.location.reload();
  }, [staffArea, documentInStaffArea]);
  useEffect(() => routeShellLinks((to) => void navigate(to)), [navigate]);
  useEffect(() => markCurrentLinks(pathname), [pathname]);
  return staffArea ? null : <AccountSlot />;
}
