import { describe, expect, it } from "vitest";
import { clampPercent, percentFromPointer, sliderValueForKey } from "./slider-math";
import { sliderValueText } from "./slider-value-text";

describe("comparison slider maths", () => {
  it("maps a pointer position to a percentage of the width, clamped", () => {
    expect(percentFromPointer(150, 100, 200)).toBe(25);
    expect(percentFromPointer(50, 100, 200)).toBe(0);
    expect(percentFromPointer(400, 100, 200)).toBe(100);
    expect(percentFromPointer(100, 100, 0)).toBe(0);
    expect(percentFromPointer(133.3, 100, 200)).toBe(17);
  });

  it("moves by 5 with arrows, 20 with Page keys and jumps with Home/End", () => {
    expect(sliderValueForKey(50, "ArrowRight")).toBe(55);
    expect(sliderValueForKey(50, "ArrowUp")).toBe(55);
    expect(sliderValueForKey(50, "ArrowLeft")).toBe(45);
    expect(sliderValueForKey(50, "ArrowDown")).toBe(45);
    expect(sliderValueForKey(50, "PageUp")).toBe(70);
    expect(sliderValueForKey(50, "PageDown")).toBe(30);
    expect(sliderValueForKey(50, "Home")).toBe(0);
    expect(sliderValueForKey(50, "End")).toBe(100);
    expect(sliderValueForKey(98, "ArrowRight")).toBe(100);
    expect(sliderValueForKey(3, "ArrowLeft")).toBe(0);
    expect(sliderValueForKey(50, "Tab")).toBeNull();
  });

  it("clamps to 0-100", () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(105)).toBe(100);
    expect(clampPercent(42)).toBe(42);
  });

  it("announces both sides' shares", () => {
    expect(sliderValueText(45, "Traditional hiring", "With Quillstack")).toBe(
      "45% traditional hiring, 55% with quillstack",
    );
  });
});
