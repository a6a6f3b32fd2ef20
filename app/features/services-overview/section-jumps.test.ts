import { describe, expect, it } from "vitest";
import { currentSection, jumpTarget, keyDirection, wheelDirection } from "./section-jumps";

// Sections every 800 px on a screen 800 px high below the header; the third is 2,000 px tall.
const stops = [0, 800, 1600, 3600];
const at = (y: number) => ({ stops, y, visibleHeight: 800 });

describe("keyDirection", () => {
  it.each([
    [" ", false, 1],
    [" ", true, -1],
    ["ArrowDown", false, 1],
    ["PageDown", false, 1],
    ["ArrowUp", false, -1],
    ["PageUp", true, -1],
  ] as const)("%j (shift %s) jumps %i", (key, shift, direction) => {
    expect(keyDirection(key, shift)).toBe(direction);
  });

  it.each(["Tab", "Enter", "Home", "End", "ArrowLeft", "a"])("leaves %j alone", (key) => {
    expect(keyDirection(key, false)).toBeUndefined();
  });
});

describe("wheelDirection", () => {
  it("follows a vertical step", () => {
    expect(wheelDirection(0, 120)).toBe(1);
    expect(wheelDirection(3, -40)).toBe(-1);
  });

  it("ignores sideways and empty steps", () => {
    expect(wheelDirection(120, 20)).toBeUndefined();
    expect(wheelDirection(50, -50)).toBeUndefined();
    expect(wheelDirection(0, 0)).toBeUndefined();
  });
});

describe("jumpTarget", () => {
  it("jumps to the next and the previous section", () => {
    expect(jumpTarget(at(0), 1)).toBe(1);
    expect(jumpTarget(at(800), 1)).toBe(2);
    expect(jumpTarget(at(800), -1)).toBe(0);
  });

  it("counts a section a few pixels off as the one in place", () => {
    expect(jumpTarget(at(803), 1)).toBe(2);
    expect(jumpTarget(at(797), -1)).toBe(0);
  });

  it("scrolls natively through a section taller than the screen", () => {
    // From the tall section's top the next one is 2,000 px away: unseen content in between.
    expect(jumpTarget(at(1600), 1)).toBeUndefined();
    // Near its end the next section is within a screen (plus the 40 px of padding): a jump.
    expect(jumpTarget(at(2760), 1)).toBe(3);
    expect(jumpTarget(at(2759), 1)).toBeUndefined();
    // Back up from the section after it: the tall one's top is far above, so native scrolling.
    expect(jumpTarget(at(3600), -1)).toBeUndefined();
    expect(jumpTarget(at(2200), -1)).toBe(2);
  });

  it("scrolls natively before the first and past the last section", () => {
    expect(jumpTarget(at(0), -1)).toBeUndefined();
    expect(jumpTarget(at(3600), 1)).toBeUndefined();
    expect(jumpTarget(at(4000), 1)).toBeUndefined();
  });
});

describe("currentSection", () => {
  it("marks the last section that starts above 40 % of the screen", () => {
    expect(currentSection(at(0), 4400)).toEqual({ index: 0, beyond: false });
    expect(currentSection(at(479), 4400)).toEqual({ index: 0, beyond: false });
    expect(currentSection(at(480), 4400)).toEqual({ index: 1, beyond: false });
    expect(currentSection(at(3600), 4400)).toEqual({ index: 3, beyond: false });
  });

  it("says when the last section's end has passed that line (the footer is in view)", () => {
    expect(currentSection(at(4080), 4400)).toEqual({ index: 3, beyond: false });
    expect(currentSection(at(4081), 4400)).toEqual({ index: 3, beyond: true });
  });
});
