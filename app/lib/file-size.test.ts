import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "0 KB"],
    [40, "0.1 KB"],
    [2_560, "2.5 KB"],
    [10_240, "10 KB"],
    [49_000, "48 KB"],
    [104_857, "102 KB"],
    [104_858, "0.10 MB"],
    [123_456, "0.12 MB"],
    [1024 * 1024, "1.00 MB"],
    [10 * 1024 * 1024, "10.00 MB"],
  ])("shows %i bytes as %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
