// `npm run fonts:subset`: the site's Inter files, cut from @fontsource-variable/inter's woff2
// files with harfbuzz (the `subset-font` package) into app/assets/fonts/, with the @font-face
// rules that use them (app/assets/fonts/inter.css, imported by app/app.css).
//
// Every page preloads the core file, so it holds only what our pages show: printable ASCII, the
// spaces and typographic punctuation our content and dates use, and the currency signs of our
// salaries. Everything else fontsource ships stays available in files a browser fetches only for
// a page that contains one of their characters (`unicode-range`): accented letters in a name
// typed by an applicant, for example. The unit test `scripts/subset-inter.test.ts` checks that
// every character of our content, demo data and UI strings is in the core, and that the committed
// files are what this script writes. Change the lists here, then run `npm run fonts:subset`.
//
// Fontsource cuts Inter by script before we get it (latin, latin-ext, ...), and harfbuzz cannot
// merge two fonts, so a core character from fontsource's latin-ext file (₹) comes from a second,
// tiny core file. Vite inlines it into the stylesheet (it is under 4 KB), so it costs no request.
//
// Only the preloaded file is in the family that `--font-sans` names first; every other file is in
// a second family after it (ADR 099). A face of the first family that has not loaded makes
// Chromium build a stand-in font for every size and weight the page sets, on Linux a round trip to
// the browser process each: two thirds of the landing page's first layout.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

type SubsetFont = (
  font: Buffer,
  text: string,
  options: {
    targetFormat: "woff2" | "sfnt";
    keepFeatures?: string[];
    variationAxes?: Record<string, { min: number; max: number; default: number }>;
    preserveNameIds?: number[];
  },
) => Promise<Buffer>;
type Fontverter = { convert(font: Buffer, format: "sfnt"): Promise<Buffer> };

const require = createRequire(import.meta.url);
const subsetFont = require("subset-font") as SubsetFont;
// subset-font's own dependencies: fontverter decodes woff2, harfbuzzjs reads the result.
const fontverter = require("fontverter") as Fontverter;

/** The characters of the core file (see the header). `npm run fonts:subset` after a change. */
export const coreText = [
  // Printable ASCII.
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)),
  // No-break space; thin space (Intl's date ranges).
  "\u00a0\u2009",
  // Quotes, dashes, ellipsis, bullets, multiplication sign, marks.
  "‘’“”–—…•·×©®™°",
  // Currency signs of salaries and prices ($ is ASCII).
  "€£₹",
  // Accented letters of our own content (names, "résumé"); the others are in the latin file.
  "áé",
].join("");

/**
 * Characters our pages show that none of fontsource's Inter files has, so the fallback font draws
 * them (as before these files): the narrow no-break space of Intl's date ranges and times, and →.
 */
export const fallbackText = "\u202f→";

/**
 * OpenType layout features kept: kerning, mark positioning and the substitutions Latin text needs
 * to shape correctly (ccmp, locl), and tabular figures (Tailwind's `tabular-nums`). Dropped:
 * fontsource's calt (contextual alternates such as "->" drawn as an arrow; 4 KB of the core),
 * pnum, frac, numr and dnom, which no page asks for.
 */
export const layoutFeatures = ["kern", "ccmp", "locl", "mark", "mkmk", "tnum"];

/**
 * The `wght` axis kept: Tailwind's font-normal (400) to font-black (900). Nothing on the site is
 * lighter than 400; the thin half of the axis was a third of the file.
 */
export const weightRange = { min: 400, max: 900, default: 400 };

/** The CSS family of the preloaded file, first in `--font-sans` (app/app.css). */
export const fontFamily = "Inter Variable";
/** The CSS family of every other file, second in `--font-sans`. */
export const supplementFamily = "Inter Variable Supplement";

/** Where the files go, and the stylesheet beside them. */
export const outputDirectory = path.resolve(import.meta.dirname, "../app/assets/fonts");
const sourceDirectory = path.resolve(
  import.meta.dirname,
  "../node_modules/@fontsource-variable/inter",
);

/** Fontsource's files (normal style, wght axis), in the order their characters are assigned. */
const sources = [
  "latin",
  "latin-ext",
  "vietnamese",
  "cyrillic-ext",
  "cyrillic",
  "greek-ext",
  "greek",
] as const;
type Source = (typeof sources)[number];

export interface InterFile {
  /** File name in app/assets/fonts. */
  name: string;
  /** Holds core characters (see the header). */
  core: boolean;
  /** Preloaded by app/root.tsx: the core file cut from fontsource's latin file. */
  preloaded: boolean;
  /** The code points it maps, which are also its `unicode-range`. */
  codePoints: number[];
  bytes: Buffer;
}

function readSource(source: Source) {
  return readFileSync(path.join(sourceDirectory, `files/inter-${source}-wght-normal.woff2`));
}

/** The Unicode code points a font (woff2 or sfnt) maps to a glyph, ascending. */
export async function fontCodePoints(font: Buffer): Promise<number[]> {
  const hb = await import("harfbuzzjs");
  const face = new hb.Face(new hb.Blob(await fontverter.convert(font, "sfnt")));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

function subset(font: Buffer, codePoints: number[]) {
  return subsetFont(font, String.fromCodePoint(...codePoints), {
    targetFormat: "woff2",
    keepFeatures: layoutFeatures,
    variationAxes: { wght: weightRange },
    // Beside the default names (copyright, family, version): the licence and its address (OFL),
    // where the source has them.
    preserveNameIds: [13, 14],
  });
}

/**
 * Cuts every file. Each code point goes to exactly one file: the core ones first, then every
 * other character of each fontsource file in `sources` order, so the unicode-ranges never overlap.
 */
export async function subsetInter(): Promise<InterFile[]> {
  const core = new Set([...coreText].map((character) => character.codePointAt(0) ?? 0));
  const assigned = new Set<number>();
  const files: InterFile[] = [];
  for (const source of sources) {
    const woff2 = readSource(source);
    // Control characters (the .notdef mapping of U+0000, CR) are never drawn.
    const available = (await fontCodePoints(woff2)).filter(
      (codePoint) => codePoint >= 0x20 && !assigned.has(codePoint),
    );
    const coreHere = available.filter((codePoint) => core.has(codePoint));
    const rest = available.filter((codePoint) => !core.has(codePoint));
    for (const [name, codePoints, isCore] of [
      [`inter-core-${source}.woff2`, coreHere, true],
      [`inter-${source}.woff2`, rest, false],
    ] as const) {
      if (codePoints.length === 0) continue;
      for (const codePoint of codePoints) assigned.add(codePoint);
      files.push({
        name,
        core: isCore,
        preloaded: isCore && source === "latin",
        codePoints,
        bytes: await subset(woff2, codePoints),
      });
    }
  }
  const missing = [...core].filter((codePoint) => !assigned.has(codePoint));
  if (missing.length > 0) {
    throw new Error(`No fontsource file has ${missing.map(unicodeNotation).join(", ")}`);
  }
  const drawable = [...fallbackText].filter((character) =>
    assigned.has(character.codePointAt(0) ?? 0),
  );
  if (drawable.length > 0) {
    throw new Error(
      `Fontsource now has ${drawable.join(" ")}: move it from fallbackText to coreText`,
    );
  }
  return [...files.filter((file) => file.core), ...files.filter((file) => !file.core)];
}

function unicodeNotation(codePoint: number) {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** A `unicode-range` value: consecutive code points joined into ranges. */
export function unicodeRange(codePoints: number[]) {
  const ranges: string[] = [];
  for (let index = 0; index < codePoints.length; ) {
    const start = codePoints[index] as number;
    let end = start;
    while (codePoints[index + 1] === end + 1) {
      end += 1;
      index += 1;
    }
    index += 1;
    ranges.push(
      end === start
        ? unicodeNotation(start)
        : `${unicodeNotation(start)}-${end.toString(16).toUpperCase().padStart(4, "0")}`,
    );
  }
  return ranges.join(", ");
}

/**
 * app/assets/fonts/inter.css: one @font-face per file. The core files are `optional`: a font that
 * arrives after the first layout is not swapped in, so the browser never lays the whole page out
 * a second time after its first paint (a long task on a phone). The preloaded one is almost always
 * there in time; a first visit on a slow connection may show the system font until the next page
 * load. The inlined ₹ file is not: Chromium starts it only when a page shows ₹, too late for a
 * first visit's layout (ADR 099). The on-demand files, never preloaded, keep `swap`. The
 * preloaded file is alone in its family (see the header).
 */
export function interStylesheet(files: InterFile[]) {
  const version = (
    JSON.parse(readFileSync(path.join(sourceDirectory, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const faces = files.map(
    (
      file,
    ) => `/* ${file.preloaded ? "Core: preloaded by app/root.tsx." : file.core ? "Core, inlined into the stylesheet by Vite." : "Fetched only by a page that uses one of its characters."} */
@font-face {
  font-family: "${file.preloaded ? fontFamily : supplementFamily}";
  font-style: normal;
  font-weight: ${weightRange.min} ${weightRange.max};
  font-display: ${file.core ? "optional" : "swap"};
  src: url("./${file.name}") format("woff2");
  unicode-range: ${unicodeRange(file.codePoints)};
}
`,
  );
  return `/*
 * Written by \`npm run fonts:subset\` (scripts/subset-inter.ts) from @fontsource-variable/inter
 * ${version}: do not edit. Inter, SIL Open Font License 1.1 (OFL.txt beside this file); Inter
 * declares no Reserved Font Name, so these modified versions keep its name.
 */
${faces.join("\n")}`;
}

if (import.meta.main) {
  const files = await subsetInter();
  mkdirSync(outputDirectory, { recursive: true });
  for (const file of files) writeFileSync(path.join(outputDirectory, file.name), file.bytes);
  writeFileSync(path.join(outputDirectory, "inter.css"), interStylesheet(files));
  writeFileSync(
    path.join(outputDirectory, "OFL.txt"),
    readFileSync(path.join(sourceDirectory, "LICENSE")),
  );
  for (const file of files) {
    console.log(
      `${file.name.padEnd(30)} ${String(file.bytes.length).padStart(6)} bytes  ${file.codePoints.length} characters${file.core ? "  (core)" : ""}`,
    );
  }
}
