/** Where the orbit widget's rings and tags sit (orbit-widget.tsx, orbit-rings.tsx). */

/** Orbit radii in percent of the widget's width, innermost first. */
export const ORBIT_RADII = [21, 28.5, 36, 43.5] as const;

/**
 * The angles (degrees, 0-360) at which an orbit's tags sit: evenly spaced, starting at `offset`
 * (0-360).
 */
export function tagAngles(offset: number, tagCount: number): number[] {
  return Array.from({ length: tagCount }, (_, tag) => (offset + (tag * 360) / tagCount) % 360);
}
