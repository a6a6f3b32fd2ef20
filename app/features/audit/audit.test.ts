import { describe, expect, it } from "vitest";
import { changedFields } from "./audit.server";

describe("changedFields", () => {
  it("keeps only the fields whose values changed", () => {
    expect(
      changedFields(
        { title: "A", tags: ["x"], status: "draft" },
        { title: "A", tags: ["x", "y"], status: "published" },
      ),
    ).toEqual({
      before: { tags: ["x"], status: "draft" },
      after: { tags: ["x", "y"], status: "published" },
    });
  });

  it("is null when nothing changed", () => {
    expect(changedFields({ a: 1, b: [1] }, { a: 1, b: [1] })).toBeNull();
  });
});
