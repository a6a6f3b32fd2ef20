/**
 * Pure input maths of the orbit widget, for islands/orbit.ts (unit-tested in
 * orbit-math.test.ts). What the markup needs is in orbit-layout.ts: the island imports nothing
 * the page's own code does, so its chunk stays its own (vite.config.ts puts a module an island
 * shares with other code in the chunk every page loads).
 */

/** A pointer must move this far (px) before a press on the widget becomes a drag. */
export const DRAG_THRESHOLD = 4;

/** Degrees one wheel step rotates an orbit. */
export const DEGREES_PER_WHEEL_STEP = 10;
/** Degrees one arrow-key press rotates an orbit (the wheel step's keyboard equivalent). */
export const DEGREES_PER_KEY_STEP = DEGREES_PER_WHEEL_STEP;
/** A drag rotates an orbit by this many degrees per vertical pixel (half the movement). */
export const DEGREES_PER_DRAG_PIXEL = 0.5;
/** Wheel distance in pixels that counts as one step (one notch of a mouse wheel in Chromium). */
export const PIXELS_PER_WHEEL_STEP = 100;

/** Wraps an angle into [0, 360). */
export function normalizeAngle(degrees: number): number {
  const wrapped = degrees % 360;
  // `+ 0` turns -0 into 0.
  return (wrapped < 0 ? wrapped + 360 : wrapped) + 0;
}

/** The orbit's angle during a drag: where it started plus half the vertical pointer movement. */
export function dragAngle(startAngle: number, startY: number, currentY: number): number {
  return startAngle + (currentY - startY) * DEGREES_PER_DRAG_PIXEL;
}

/** WheelEvent.deltaMode values. */
const DOM_DELTA_PIXEL = 0;
const DOM_DELTA_LINE = 1;

/** A wheel delta in pixels, whatever unit the browser reported it in. */
export function wheelDeltaPixels(deltaY: number, deltaMode: number): number {
  if (deltaMode === DOM_DELTA_PIXEL) return deltaY;
  // Firefox reports 3 lines per notch; count one notch as one step.
  if (deltaMode === DOM_DELTA_LINE) return (deltaY / 3) * PIXELS_PER_WHEEL_STEP;
  return deltaY * PIXELS_PER_WHEEL_STEP;
}

/**
 * Turns wheel movement into whole steps. Mouse wheels send one notch per event; touchpads send
 * many small deltas, which add up in `pending` until they make a step.
 * Returns the steps to apply now (signed: positive for scrolling down) and what is left over.
 */
export function wheelSteps(
  pending: number,
  deltaPixels: number,
): { steps: number; pending: number } {
  const total = pending + deltaPixels;
  const steps = Math.trunc(total / PIXELS_PER_WHEEL_STEP);
  return { steps, pending: total - steps * PIXELS_PER_WHEEL_STEP };
}

/** Keys that rotate a focused orbit, and in which direction (clockwise is positive). */
export function keyRotation(key: string): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return DEGREES_PER_KEY_STEP;
    case "ArrowLeft":
    case "ArrowUp":
      return -DEGREES_PER_KEY_STEP;
    default:
      return null;
  }
}

/**
 * The orbit closest to a point, by distance from the widget's centre.
 * `radii` are the orbits' radii (innermost first) in the same unit as the point's offsets.
 */
export function nearestOrbit(dx: number, dy: number, radii: readonly number[]): number {
  const distance = Math.hypot(dx, dy);
  let best = 0;
  for (let index = 1; index < radii.length; index += 1) {
    const radius = radii[index] ?? 0;
    if (Math.abs(radius - distance) < Math.abs((radii[best] ?? 0) - distance)) best = index;
  }
  return best;
}

/** Rotation angle (degrees, 0-360) encoded in a CSS transform matrix string; 0 for "none". */
export function angleFromTransform(transform: string): number {
  const match = /^matrix\(([^)]+)\)$/.exec(transform.trim());
  if (!match?.[1]) return 0;
  const [a = 1, b = 0] = match[1].split(",").map(Number);
  return normalizeAngle(Math.round(((Math.atan2(b, a) * 180) / Math.PI) * 1000) / 1000);
}
