import { describe, expect, it } from "vitest";
import { pageCountFor, parsePage } from "./admin-paging";

describe("staff list paging", () => {
  it("reads whole page numbers from 1 and falls back to 1", () => {
    expect(parsePage("3")).toBe(3);
    for (const bad of [null, "", "0", "-2", "1.5", "abc", "1e9"]) expect(parsePage(bad)).toBe(1);
  });

  it("counts at least one page", () => {
    expect(pageCountFor(0)).toBe(1);
    expect(pageCountFor(25)).toBe(1);
    expect(pageCountFor(26)).toBe(2);
  });
});
