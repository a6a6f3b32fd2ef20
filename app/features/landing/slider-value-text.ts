/**
 * What the comparison slider announces: the share of each side, e.g. "45% traditional hiring,
 * 55% with quillstack". The markup's first value and islands/comparison-slider.ts's share it (a
 * module of its own, so the island's other maths stay in its own chunk).
 */
export function sliderValueText(value: number, problem: string, solution: string): string {
  return `${value}% ${problem.toLowerCase()}, ${100 - value}% ${solution.toLowerCase()}`;
}
