/**
 * Highlighted text travels as a plain string in which matched words sit between two control
 * characters that neither visitors nor our content ever type. The database's ts_headline writes
 * them (StartSel/StopSel), the in-memory search writes them too, and the page splits them into
 * text and <mark> elements: no HTML is ever built from data.
 */

export const markStart = "\u0001";
export const markStop = "\u0002";

export interface Segment {
  text: string;
  marked: boolean;
}

/**
 * Splits marked text into segments. Unbalanced markers never break it: a stray stop is dropped,
 * and a start without a stop marks the rest. Adjacent segments of the same kind are merged and
 * empty ones dropped.
 */
export function splitMarked(value: string): Segment[] {
  const segments: Segment[] = [];
  let marked = false;
  let text = "";
  const flush = () => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.marked === marked) last.text += text;
    else segments.push({ text, marked });
    text = "";
  };
  for (const char of value) {
    if (char === markStart || char === markStop) {
      flush();
      marked = char === markStart;
    } else {
      text += char;
    }
  }
  flush();
  return segments;
}

/** The text without its markers (for titles in attributes, analytics and tests). */
export function plainText(value: string): string {
  return value.replaceAll(markStart, "").replaceAll(markStop, "");
}

/** Lowercase without accents: how the in-memory search compares words. */
export function foldCase(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Runs of letters and digits, the words of a text. */
const wordPattern = /[\p{L}\p{N}]+/gu;

/** The folded words of a text, in order. */
export function wordsOf(text: string): string[] {
  return foldCase(text).match(wordPattern) ?? [];
}

/**
 * Marks every word of `text` that starts with one of `terms` (folded words). Only whole words
 * are marked, so "react" marks "React" and "Reactive" but nothing inside "ForReact".
 */
export function markWords(text: string, terms: readonly string[]): string {
  if (terms.length === 0) return text;
  return text.replace(wordPattern, (word) => {
    const folded = foldCase(word);
    return terms.some((term) => folded.startsWith(term)) ? `${markStart}${word}${markStop}` : word;
  });
}

/**
 * A window of about `length` characters of a long text around its first marked word, with
 * ellipses where it was cut; short texts are returned whole.
 */
export function excerptAround(value: string, length = 240): string {
  const chars = Array.from(value);
  if (chars.length <= length) return value;
  const first = chars.indexOf(markStart);
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  // Start and end at word boundaries.
  while (start > 0 && !/\s/.test(chars[start - 1] ?? "")) start--;
  let end = Math.min(chars.length, start + length);
  while (end < chars.length && !/\s/.test(chars[end] ?? "")) end++;
  let window = chars.slice(start, end).join("").trim();
  // Never leave a mark open at the cut.
  if (window.lastIndexOf(markStart) > window.lastIndexOf(markStop)) window += markStop;
  return `${start > 0 ? "… " : ""}${window}${end < chars.length ? " …" : ""}`;
}
