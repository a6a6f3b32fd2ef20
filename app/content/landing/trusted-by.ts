/**
 * Client wordmarks for the trusted-by strip. The companies are invented for this site and
 * drawn as styled text: no real logos or trademarks.
 */

export type WordmarkStyle =
  | "geometric"
  | "serif"
  | "mono"
  | "rounded"
  | "condensed"
  | "italic"
  | "spaced";

export type WordmarkGlyph = "circle" | "square" | "triangle" | "diamond" | "ring" | "bars" | "none";

export interface TrustedCompany {
  name: string;
  style: WordmarkStyle;
  glyph: WordmarkGlyph;
}

export const trustedCompanies: readonly TrustedCompany[] = [
  { name: "Lumenfold", style: "geometric", glyph: "circle" },
  { name: "Brasswing", style: "serif", glyph: "none" },
  { name: "kestrelbyte", style: "mono", glyph: "bars" },
  { name: "Tidewell", style: "rounded", glyph: "ring" },
  { name: "OAKVANE", style: "spaced", glyph: "triangle" },
  { name: "Fernhollow", style: "italic", glyph: "none" },
  { name: "Quorvex", style: "condensed", glyph: "diamond" },
  { name: "Parcelio", style: "geometric", glyph: "square" },
  { name: "Aldermark", style: "serif", glyph: "ring" },
  { name: "zephyra", style: "rounded", glyph: "circle" },
  { name: "Pinegate", style: "condensed", glyph: "bars" },
  { name: "Mosaiq", style: "mono", glyph: "square" },
];
