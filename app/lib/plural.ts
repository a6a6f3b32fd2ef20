const englishPlurals = new Intl.PluralRules("en-US");

/** The word for `count` things: ("application", 1) → "application"; 0 or 2 → "applications". */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return englishPlurals.select(count) === "one" ? one : other;
}

/** `count` with its word: "1 application", "0 applications", "3 entries". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${pluralWord(count, one, other)}`;
}
