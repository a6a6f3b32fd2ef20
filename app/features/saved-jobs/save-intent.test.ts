import { describe, expect, it } from "vitest";
import { takeSaveIntent, withSaveIntent } from "./save-intent";

const jobId = "0b5c6a5e-8a8f-4c44-9f0e-2b7f5d1c9a10";

describe("save intent", () => {
  it("rides on the way back and comes off it again", () => {
    const path = withSaveIntent("/careers?q=react&page=2", jobId);
    expect(path).toBe(`/careers?q=react&page=2&saveJob=${jobId}`);
    expect(takeSaveIntent(path)).toEqual({ jobId, path: "/careers?q=react&page=2" });
  });

  it("keeps a path without an intent as it is", () => {
    expect(takeSaveIntent("/careers/job/a-job")).toEqual({
      jobId: null,
      path: "/careers/job/a-job",
    });
  });

  it("drops anything that is not a job id", () => {
    expect(takeSaveIntent("/careers?saveJob=1%27%20or%201%3D1")).toEqual({
      jobId: null,
      path: "/careers",
    });
  });

  it("does not put a value that is not a job id on the way back", () => {
    expect(withSaveIntent("/careers", "x".repeat(60_000))).toBe("/careers");
  });
});
