import { describe, expect, it } from "vitest";
import {
  angleFromTransform,
  DEGREES_PER_WHEEL_STEP,
  dragAngle,
  keyRotation,
  nearestOrbit,
  normalizeAngle,
  wheelDeltaPixels,
  wheelSteps,
} from "./orbit-math";

describe("normalizeAngle", () => {
  it("wraps any angle into [0, 360)", () => {
    expect(normalizeAngle(0)).toBe(0);
    expect(normalizeAngle(360)).toBe(0);
    expect(normalizeAngle(370)).toBe(10);
    expect(normalizeAngle(-10)).toBe(350);
    expect(normalizeAngle(-720)).toBe(0);
    expect(Object.is(normalizeAngle(-360), -0)).toBe(false);
  });
});

describe("dragAngle", () => {
  it("turns by half the vertical pointer movement", () => {
    expect(dragAngle(0, 100, 160)).toBe(30);
    expect(dragAngle(40, 300, 200)).toBe(-10);
    expect(dragAngle(15, 50, 50)).toBe(15);
  });
});

describe("wheel steps", () => {
  it("counts one notch of a mouse wheel as one 10-degree step", () => {
    expect(DEGREES_PER_WHEEL_STEP).toBe(10);
    expect(wheelSteps(0, 100)).toEqual({ steps: 1, pending: 0 });
    expect(wheelSteps(0, -100)).toEqual({ steps: -1, pending: 0 });
    expect(wheelSteps(0, 300)).toEqual({ steps: 3, pending: 0 });
  });

  it("adds up small touchpad deltas until they make a step", () => {
    let state = { steps: 0, pending: 0 };
    const seen: number[] = [];
    for (const delta of [30, 30, 30, 30, 30]) {
      state = wheelSteps(state.pending, delta);
      seen.push(state.steps);
    }
    expect(seen).toEqual([0, 0, 0, 1, 0]);
    expect(state.pending).toBe(50);
  });

  it("converts line and page deltas to pixels", () => {
    expect(wheelDeltaPixels(100, 0)).toBe(100);
    expect(wheelDeltaPixels(3, 1)).toBe(100);
    expect(wheelDeltaPixels(-1, 2)).toBe(-100);
  });
});

describe("keyRotation", () => {
  it("turns clockwise with Right/Down and back with Left/Up, 10 degrees a press", () => {
    expect(keyRotation("ArrowRight")).toBe(10);
    expect(keyRotation("ArrowDown")).toBe(10);
    expect(keyRotation("ArrowLeft")).toBe(-10);
    expect(keyRotation("ArrowUp")).toBe(-10);
    expect(keyRotation("Enter")).toBeNull();
  });
});

describe("nearestOrbit", () => {
  const radii = [100, 150, 200, 250];
  it("picks the orbit whose radius is closest to the pointer's distance from the centre", () => {
    expect(nearestOrbit(0, 0, radii)).toBe(0);
    expect(nearestOrbit(0, -140, radii)).toBe(1);
    expect(nearestOrbit(130, 130, radii)).toBe(2); // distance ~184
    expect(nearestOrbit(-400, 0, radii)).toBe(3);
  });
});

describe("angleFromTransform", () => {
  it("reads the rotation of a computed CSS matrix", () => {
    expect(angleFromTransform("none")).toBe(0);
    expect(angleFromTransform("matrix(1, 0, 0, 1, 0, 0)")).toBe(0);
    const rad = (30 * Math.PI) / 180;
    expect(
      angleFromTransform(
        `matrix(${Math.cos(rad)}, ${Math.sin(rad)}, ${-Math.sin(rad)}, ${Math.cos(rad)}, 0, 0)`,
      ),
    ).toBe(30);
    expect(angleFromTransform("matrix(0, -1, 1, 0, 0, 0)")).toBe(270);
  });
});
