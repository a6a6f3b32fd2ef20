import { describe, expect, it } from "vitest";
import { permissionsOf } from "./permissions";

describe("permissionsOf", () => {
  it("grants recruiters the hiring permissions and not the content ones", () => {
    const granted = permissionsOf(["recruiter"]);
    expect(granted.has("read:resume:any")).toBe(true);
    expect(granted.has("update:post:any")).toBe(false);
  });

  it("unions several roles and gives admins everything the others have", () => {
    const both = permissionsOf(["recruiter", "editor"]);
    const admin = permissionsOf(["admin"]);
    for (const permission of both) expect(admin.has(permission)).toBe(true);
    expect(admin.has("manage:role:any")).toBe(true);
  });

  it("grants nothing for unknown roles or none", () => {
    expect(permissionsOf(["candidate"]).size).toBe(0);
    expect(permissionsOf([]).size).toBe(0);
  });
});
