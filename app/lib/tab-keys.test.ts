import { describe, expect, it } from "vitest";
import { tabKeyTarget } from "./tab-keys";

describe("tabKeyTarget", () => {
  it("moves along the tabs with the arrows, wrapping at both ends", () => {
    expect(tabKeyTarget("ArrowRight", 1, 4)).toBe(2);
    expect(tabKeyTarget("ArrowRight", 3, 4)).toBe(0);
    expect(tabKeyTarget("ArrowLeft", 0, 4)).toBe(3);
  });

  it("goes to the first and last tab with Home and End, and ignores other keys", () => {
    expect(tabKeyTarget("Home", 2, 4)).toBe(0);
    expect(tabKeyTarget("End", 0, 4)).toBe(3);
    expect(tabKeyTarget("Enter", 0, 4)).toBeUndefined();
  });
});
