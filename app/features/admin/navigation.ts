import type { Permission } from "~/features/access/permissions";

export interface StaffSection {
  label: string;
  href: string;
  /** Shown to staff holding this permission. */
  permission: Permission;
}

/** The staff area's sections, in menu order. */
export const staffSections: readonly StaffSection[] = [
  { label: "Dashboard", href: "/admin", permission: "access:admin:any" },
  { label: "Posts", href: "/admin/posts", permission: "update:post:any" },
  { label: "Post categories", href: "/admin/post-categories", permission: "update:post:any" },
  { label: "Jobs", href: "/admin/jobs", permission: "update:job:any" },
  { label: "Job categories", href: "/admin/job-categories", permission: "update:job:any" },
  { label: "Applications", href: "/admin/applications", permission: "read:application:any" },
  { label: "Leads", href: "/admin/leads", permission: "read:lead:any" },
  { label: "Messages", href: "/admin/messages", permission: "read:message:any" },
  { label: "Email outbox", href: "/admin/outbox", permission: "read:outbox:any" },
  { label: "Staff", href: "/admin/staff", permission: "manage:role:any" },
  { label: "Invitations", href: "/admin/invitations", permission: "manage:role:any" },
  { label: "Audit log", href: "/admin/audit-log", permission: "read:audit:any" },
];

/** The sections a user may open, given their permissions. */
export function visibleSections(
  permissions: Iterable<string>,
  sections: readonly StaffSection[] = staffSections,
): StaffSection[] {
  const granted = new Set(permissions);
  return sections.filter((section) => granted.has(section.permission));
}
