import { describe, expect, it } from "vitest";
import { firstIssuePerField } from "./first-issue-per-field";

describe("firstIssuePerField", () => {
  it("keeps each field's first message, by the path's first key, and skips form-level issues", () => {
    expect(
      firstIssuePerField([
        { path: ["title"], message: "Title is required." },
        { path: ["title"], message: "Title is too long." },
        { path: ["tags", 2], message: "Tag is too long." },
        { path: [], message: "Something about the whole form." },
      ]),
    ).toEqual({ title: "Title is required.", tags: "Tag is too long." });
  });
});
