import { describe, expect, it } from "vitest";
import { deletedJobMessage, deletedJobSummary } from "./deleted-job";

describe("the words for a deleted job", () => {
  it("says a job had no applications instead of counting zero", () => {
    expect(deletedJobMessage("Data Engineer", 0)).toBe(
      "“Data Engineer” was deleted. It had no applications.",
    );
    expect(deletedJobSummary("Data Engineer", 0)).toBe(
      "Deleted the job “Data Engineer”, which had no applications",
    );
  });

  it("counts one application in the singular and more in the plural", () => {
    expect(deletedJobMessage("Data Engineer", 1)).toBe(
      "“Data Engineer” and its application were deleted.",
    );
    expect(deletedJobMessage("Data Engineer", 3)).toBe(
      "“Data Engineer” and its 3 applications were deleted.",
    );
    expect(deletedJobSummary("Data Engineer", 1)).toBe(
      "Deleted the job “Data Engineer” and its application",
    );
    expect(deletedJobSummary("Data Engineer", 2)).toBe(
      "Deleted the job “Data Engineer” and its 2 applications",
    );
  });
});
