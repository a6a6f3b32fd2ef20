import { describe, expect, it } from "vitest";
import { changeRows, describeAction, entityHref, valueText } from "./entries";

describe("audit entries", () => {
  it("names actions in words", () => {
    expect(describeAction("invitation.revoke")).toBe("Invitation revoked");
    expect(describeAction("application.status")).toBe("Application status changed");
    expect(describeAction("job_category.create")).toBe("Job category created");
    expect(describeAction("outbox.retry")).toBe("Outbox retried");
    expect(describeAction("post.archive_all")).toBe("Post archive all");
    expect(describeAction("cleanup")).toBe("Cleanup");
  });

  it("links to the entity's staff page when there is one", () => {
    expect(entityHref("post", "a1")).toBe("/admin/posts/a1");
    expect(entityHref("job", "j 1")).toBe("/admin/jobs/j%201");
    expect(entityHref("application", "x")).toBe("/admin/applications/x");
    expect(entityHref("post", null)).toBeNull();
    expect(entityHref("invitation", "i1")).toBe("/admin/invitations");
    expect(entityHref("lead", "l1")).toBe("/admin/leads");
    expect(entityHref("message", "m1")).toBe("/admin/messages");
    expect(entityHref("email", "e1")).toBe("/admin/outbox");
    expect(entityHref("role", "r1")).toBeNull();
  });

  it("renders values as text", () => {
    expect(valueText("<b>bold</b>")).toBe("<b>bold</b>");
    expect(valueText(null)).toBe("—");
    expect(valueText(undefined)).toBe("—");
    expect(valueText(3)).toBe("3");
    expect(valueText(false)).toBe("false");
    expect(valueText(["a", "b"])).toBe('["a","b"]');
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });

  it("lists every field of either side", () => {
    expect(
      changeRows({ status: "draft" }, { status: "published", publishDate: "2025-01-01" }),
    ).toEqual([
      { field: "status", before: "draft", after: "published" },
      { field: "publishDate", before: "—", after: "2025-01-01" },
    ]);
    expect(changeRows(null, { roles: ["editor"] })).toEqual([
      { field: "roles", before: "—", after: '["editor"]' },
    ]);
    expect(changeRows(null, null)).toEqual([]);
  });
});
