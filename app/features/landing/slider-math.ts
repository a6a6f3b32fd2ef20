/** Value handling of the comparison slider (unit-tested in slider-math.test.ts). */

export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
/** Arrow keys move the divider by this many percent; Page Up/Down by `SLIDER_PAGE_STEP`. */
export const SLIDER_STEP = 5;
export const SLIDER_PAGE_STEP = 20;

export function clampPercent(value: number): number {
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, value));
}

/** The divider position (whole percent of the width) under a pointer at `clientX`. */
export function percentFromPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return SLIDER_MIN;
  return clampPercent(Math.round(((clientX - left) / width) * 100));
}

/** The new value after a key press, or null when the key does not move the slider. */
export function sliderValueForKey(value: number, key: string): number | null {
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return clampPercent(value + SLIDER_STEP);
    case "ArrowLeft":
    case "ArrowDown":
      return clampPercent(value - SLIDER_STEP);
    case "PageUp":
      return clampPercent(value + SLIDER_PAGE_STEP);
    case "PageDown":
      return clampPercent(value - SLIDER_PAGE_STEP);
    case "Home":
      return SLIDER_MIN;
    case "End":
      return SLIDER_MAX;
    default:
      return null;
  }
}
