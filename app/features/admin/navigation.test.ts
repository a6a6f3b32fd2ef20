import { describe, expect, it } from "vitest";
import { permissionsOf } from "~/features/access/permissions";
import { shouldShowAccessCheck } from "./access-check";
import { staffSections, visibleSections } from "./navigation";

const labels = (roles: string[]) =>
  visibleSections(permissionsOf(roles)).map((section) => section.label);

describe("staff navigation", () => {
  it("shows each role only the sections its permissions allow", () => {
    expect(labels(["editor"])).toEqual(["Dashboard", "Posts", "Post categories"]);
    expect(labels(["recruiter"])).toEqual(["Dashboard", "Jobs", "Job categories", "Applications"]);
    expect(labels(["admin"])).toEqual(staffSections.map((section) => section.label));
    expect(labels([])).toEqual([]);
  });

  it("offers staff management, invitations, the inboxes and the audit log to admins only", () => {
    const adminOnly = ["Leads", "Messages", "Email outbox", "Staff", "Invitations", "Audit log"];
    for (const label of adminOnly) {
      expect(labels(["admin"])).toContain(label);
      expect(labels(["recruiter", "editor"])).not.toContain(label);
    }
  });
});

describe("client access check", () => {
  it("shows 'Checking admin access...' only while loading for a browser not yet confirmed", () => {
    expect(shouldShowAccessCheck({ loading: true, confirmed: false })).toBe(true);
    expect(shouldShowAccessCheck({ loading: true, confirmed: true })).toBe(false);
    expect(shouldShowAccessCheck({ loading: false, confirmed: false })).toBe(false);
  });
});
