import { describe, expect, it } from "vitest";
import { permissionsOf } from "~/features/access/permissions";
import { shouldShowAccessCheck } from "./access-check";
import { type StaffSection, staffSections, visibleSections } from "./navigation";

const future: StaffSection[] = [
  { label: "Dashboard", href: "/admin", permission: "access:admin:any" },
  { label: "Posts", href: "/admin/posts", permission: "update:post:any" },
  { label: "Jobs", href: "/admin/jobs", permission: "update:job:any" },
  { label: "Applications", href: "/admin/applications", permission: "read:application:any" },
  { label: "Leads", href: "/admin/leads", permission: "read:lead:any" },
  { label: "Outbox", href: "/admin/outbox", permission: "read:outbox:any" },
];

const labels = (roles: string[]) =>
  visibleSections(permissionsOf(roles), future).map((section) => section.label);

describe("staff navigation", () => {
  it("shows each role only the sections its permissions allow", () => {
    expect(labels(["editor"])).toEqual(["Dashboard", "Posts"]);
    expect(labels(["recruiter"])).toEqual(["Dashboard", "Jobs", "Applications"]);
    expect(labels(["admin"])).toEqual(future.map((section) => section.label));
    expect(labels([])).toEqual([]);
  });

  it("links only to pages that exist", () => {
    expect(staffSections.map((section) => section.href)).toEqual(["/admin", "/admin/invitations"]);
  });

  it("offers invitations to admins only", () => {
    const shown = (roles: string[]) =>
      visibleSections(permissionsOf(roles)).map((section) => section.label);
    expect(shown(["admin"])).toEqual(["Dashboard", "Invitations"]);
    expect(shown(["recruiter"])).toEqual(["Dashboard"]);
    expect(shown(["editor"])).toEqual(["Dashboard"]);
  });
});

describe("client access check", () => {
  it("shows 'Checking admin access...' only while loading for a browser not yet confirmed", () => {
    expect(shouldShowAccessCheck({ loading: true, confirmed: false })).toBe(true);
    expect(shouldShowAccessCheck({ loading: true, confirmed: true })).toBe(false);
    expect(shouldShowAccessCheck({ loading: false, confirmed: false })).toBe(false);
  });
});
