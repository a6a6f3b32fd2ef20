import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync, Visitor } from "vite";
import { describe, expect, it } from "vitest";
import {
  coreText,
  fallbackText,
  fontCodePoints,
  fontFamily,
  interStylesheet,
  outputDirectory,
  subsetInter,
  supplementFamily,
  unicodeRange,
} from "./subset-inter.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Source files under `folder` (relative to the repository) whose names end in one of `suffixes`. */
function sourceFiles(folder: string, suffixes: string[]) {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => suffixes.some((suffix) => name.endsWith(suffix)))
    .filter((name) => !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name));
}

/**
 * The text a module can put on a page: its string literals, template literal parts and JSX text
 * (comments, identifiers and regular expressions are not shown).
 */
function shownText(file: string) {
  const parsed = parseSync(file, readFileSync(path.join(root, file), "utf8"));
  expect(parsed.errors, file).toEqual([]);
  const pieces: string[] = [];
  new Visitor({
    Literal(node) {
      if (typeof node.value === "string") pieces.push(node.value);
    },
    TemplateElement(node) {
      pieces.push(node.value.cooked ?? node.value.raw);
    },
    JSXText(node) {
      pieces.push(node.value);
    },
  }).visit(parsed.program);
  return pieces.join("\n");
}

/** Which of `files` show each character outside ASCII, for a readable failure. */
function charactersOutsideAscii(files: string[]) {
  const where = new Map<string, Set<string>>();
  for (const file of files) {
    for (const character of shownText(file)) {
      // ASCII is in the core whole; line and paragraph separators are breaks, not glyphs.
      if ((character.codePointAt(0) ?? 0) < 0x7f || /[\p{Zl}\p{Zp}]/u.test(character)) continue;
      where.set(character, (where.get(character) ?? new Set()).add(file));
    }
  }
  return where;
}

function codePointsOf(text: string) {
  return [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
}

function committed(name: string) {
  return readFileSync(path.join(outputDirectory, name));
}

const coreFiles = readdirSync(outputDirectory).filter((name) => name.startsWith("inter-core-"));

describe("Inter subsets (scripts/subset-inter.ts)", () => {
  it("the committed core files map exactly the script's core characters", async () => {
    expect(coreFiles.length).toBeGreaterThan(0);
    const mapped = new Set<number>();
    for (const name of coreFiles) {
      for (const codePoint of await fontCodePoints(committed(name))) {
        if (codePoint >= 0x20) mapped.add(codePoint);
      }
    }
    expect([...mapped].sort((a, b) => a - b)).toEqual(codePointsOf(coreText));
  }, 30_000);

  it("every character of our content, demo data and app modules' strings is in the core (or left to the fallback font)", () => {
    const files = [
      ...sourceFiles("app/content", [".ts", ".tsx"]),
      ...sourceFiles("db/seed", [".ts"]),
      ...sourceFiles("app", [".tsx", ".ts"]),
    ];
    // The scan reaches the modules it means to: the seed's posts, a page, a content module.
    expect(files).toEqual(
      expect.arrayContaining([
        "db/seed/posts/ai-ml.ts",
        "app/content/landing/testimonials.ts",
        "app/features/marketing-pages/hire-talent-page.tsx",
      ]),
    );
    const drawn = new Set([...coreText, ...fallbackText]);
    const uncovered = [...charactersOutsideAscii(files)]
      .filter(([character]) => !drawn.has(character))
      .map(
        ([character, where]) =>
          `${character} (U+${character.codePointAt(0)?.toString(16)}): ${[...where].join(", ")}`,
      );
    expect(uncovered).toEqual([]);
  }, 30_000);

  it("the committed files and stylesheet are what `npm run fonts:subset` writes", async () => {
    const files = await subsetInter();
    expect(
      readdirSync(outputDirectory)
        .filter((name) => name.endsWith(".woff2"))
        .sort(),
    ).toEqual(files.map((file) => file.name).sort());
    for (const file of files) {
      expect(committed(file.name).equals(file.bytes), `${file.name} is stale`).toBe(true);
    }
    expect(committed("inter.css").toString("utf8")).toBe(interStylesheet(files));
    // Only the core is preloaded: the other files each have their own unicode-range.
    expect(
      files
        .filter((file) => file.core)
        .map((file) => file.name)
        .sort(),
    ).toEqual(coreFiles.sort());
  }, 60_000);

  it("the preloaded file is alone in the family --font-sans names first, the others in the second", async () => {
    const files = await subsetInter();
    expect(files.filter((file) => file.preloaded).map((file) => file.name)).toEqual([
      "inter-core-latin.woff2",
    ]);
    const families = [...interStylesheet(files).matchAll(/font-family: "([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(families).toEqual(files.map((file) => (file.preloaded ? fontFamily : supplementFamily)));
    const appCss = readFileSync(path.join(root, "app/app.css"), "utf8");
    expect(appCss).toContain(`--font-sans: "${fontFamily}", "${supplementFamily}", `);
    expect(readFileSync(path.join(root, "app/root.tsx"), "utf8")).toContain(
      "~/assets/fonts/inter-core-latin.woff2?url",
    );
  }, 60_000);

  it("writes unicode-ranges with consecutive code points joined", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0x2013, 0x2014])).toBe(
      "U+0020-0022, U+00A0, U+2013-2014",
    );
    expect(unicodeRange([0x20b9])).toBe("U+20B9");
  });
});
