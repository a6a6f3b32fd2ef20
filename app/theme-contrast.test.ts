import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// WCAG 2.2 AA: 4.5:1 for text, 3:1 for borders and icons that identify a control or state.
const TEXT = 4.5;
const UI = 3;

const css = readFileSync(new URL("./app.css", import.meta.url), "utf8");
const rootBlock = css.slice(css.indexOf(":root {"));
const darkStart = rootBlock.indexOf("@variant dark {");
const lightCss = rootBlock.slice(0, darkStart);
const darkCss = rootBlock.slice(darkStart, rootBlock.indexOf("}", darkStart));

function readTokens(block: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6});/gi)) {
    tokens.set(String(match[1]), String(match[2]));
  }
  return tokens;
}

function luminance(hex: string): number {
  const linear = (offset: number) => {
    const channel = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

function contrast(a: string, b: string): number {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

const STATES = ["destructive", "success", "warning", "info"];
const surfaces = ["background", "card", "muted"];

const pairs: [foreground: string, background: string, minimum: number][] = [
  ["foreground", "background", TEXT],
  ["foreground", "card", TEXT],
  ["muted-foreground", "background", TEXT],
  ["muted-foreground", "muted", TEXT],
  ["accent-foreground", "accent", TEXT],
  ["primary-foreground", "primary", TEXT],
  ["primary", "background", TEXT],
  ["ring", "background", UI],
  ...STATES.flatMap((state): [string, string, number][] => [
    ...surfaces.map((surface): [string, string, number] => [state, surface, TEXT]),
    [state, `${state}-subtle`, TEXT],
    [`${state}-foreground`, state, TEXT],
    [`${state}-border`, "background", UI],
    [`${state}-border`, "card", UI],
    [`${state}-border`, `${state}-subtle`, UI],
  ]),
];

describe.each([
  ["light", readTokens(lightCss)],
  ["dark", new Map([...readTokens(lightCss), ...readTokens(darkCss)])],
])("%s theme tokens", (_theme, tokens) => {
  it.each(pairs)("%s on %s reaches %s:1", (foreground, background, minimum) => {
    const fg = tokens.get(foreground);
    const bg = tokens.get(background);
    expect(fg, `--${foreground}`).toBeDefined();
    expect(bg, `--${background}`).toBeDefined();
    expect(contrast(fg as string, bg as string)).toBeGreaterThanOrEqual(minimum);
  });
});

it("computes the WCAG ratio", () => {
  expect(contrast("#000000", "#ffffff")).toBeCloseTo(21);
  expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
});
