import type { Permission } from "~/features/access/permissions";

export interface StaffSection {
  label: string;
  href: string;
  /** Shown to staff holding this permission. */
  permission: Permission;
}

/**
 * The staff area's sections, in menu order. Only pages that exist are listed: posts, jobs,
 * applications and the inboxes join this list with their pages (issue 7, items 4-9).
 */
export const staffSections: readonly StaffSection[] = [
  { label: "Dashboard", href: "/admin", permission: "access:admin:any" },
  { label: "Invitations", href: "/admin/invitations", permission: "manage:role:any" },
];

/** The sections a user may open, given their permissions. */
export function visibleSections(
  permissions: Iterable<string>,
  sections: readonly StaffSection[] = staffSections,
): StaffSection[] {
  const granted = new Set(permissions);
  return sections.filter((section) => granted.has(section.permission));
}
