import { describe, expect, it } from "vitest";
import { changeRows, describeAction, entityHref, valueText } from "./entries";

describe("audit entries", () => {
  it("names actions in words", () => {
    expect(describeAction("invitation.revoke")).toBe("Invitation revoked");
    expect(describeAction("application.status")).toBe("Application status changed");
    expect(describeAction("job_category.create")).toBe("Job category created");
    expect(describeAction("outbox.retry")).toBe("Outbox retried");
    expect(describeAction("staff.roles")).toBe("Staff roles changed");
    expect(describeAction("staff.reactivate")).toBe("Staff reactivated");
    expect(describeAction("invitation.accept")).toBe("Invitation accepted");
    expect(describeAction("post.archive_all")).toBe("Post archive all");
    expect(describeAction("cleanup")).toBe("Cleanup");
    expect(describeAction("post.constructor")).toBe("Post constructor");
  });

  it("links to the entity's staff page when there is one", () => {
    const live = new Set(["post:a1", "job:j 1", "application:x"]);
    expect(entityHref("post", "a1", live)).toBe("/admin/posts/a1");
    expect(entityHref("job", "j 1", live)).toBe("/admin/jobs/j%201");
    expect(entityHref("application", "x", live)).toBe("/admin/applications/x");
    // Deleted (not live) or unnamed rows have no page.
    expect(entityHref("post", "gone", live)).toBeNull();
    expect(entityHref("post", null, live)).toBeNull();
    expect(entityHref("invitation", "i1", live)).toBe("/admin/invitations");
    expect(entityHref("lead", "l1", live)).toBe("/admin/leads");
    expect(entityHref("contact_message", "m1", live)).toBe("/admin/messages");
    expect(entityHref("email_outbox", "e1", live)).toBe("/admin/outbox");
    expect(entityHref("job_category", "c1", live)).toBe("/admin/job-categories");
    expect(entityHref("role", "r1", live)).toBeNull();
    expect(entityHref("toString", "r1", live)).toBeNull();
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
