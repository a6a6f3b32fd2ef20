import { wordsOf } from "./highlight";

/**
 * Visitor text read the way PostgreSQL's websearch_to_tsquery reads it, for the in-memory search
 * and for the prefix fallback: words, "quoted phrases" (their words), -excluded words, and `or`
 * between alternatives. English stop words are dropped as the 'english' configuration does.
 */
export interface ParsedTerms {
  /** Alternatives; each is a list of words that must all match. */
  alternatives: string[][];
  /** Words no result may contain. */
  excluded: string[];
  /** True when the text uses quotes, exclusions or `or`. */
  usesOperators: boolean;
}

/** The commonest words of PostgreSQL's English stop-word list. */
const stopWords = new Set(
  "a an and are as at be been but by can did do does for from had has have how i if in into is it its me my no not of on or our so than that the their them then there these they this to was we were what when where which who why will with you your".split(
    " ",
  ),
);

const tokenPattern = /(-?)"([^"]*)"?|(\S+)/g;

export function parseTerms(text: string): ParsedTerms {
  const alternatives: string[][] = [[]];
  const excluded: string[] = [];
  let usesOperators = false;
  for (const match of text.matchAll(tokenPattern)) {
    const [, quotedMinus, quoted, bare] = match;
    if (bare !== undefined && bare.toLowerCase() === "or") {
      usesOperators = true;
      if ((alternatives[alternatives.length - 1] ?? []).length > 0) alternatives.push([]);
      continue;
    }
    const negated = quoted !== undefined ? quotedMinus === "-" : (bare ?? "").startsWith("-");
    if (quoted !== undefined || negated) usesOperators = true;
    const words = wordsOf(quoted ?? bare ?? "").filter((word) => !stopWords.has(word));
    if (negated) excluded.push(...words);
    else alternatives[alternatives.length - 1]?.push(...words);
  }
  return {
    alternatives: alternatives.filter((words) => words.length > 0),
    excluded,
    usesOperators,
  };
}

/** Every word a result may be highlighted for. */
export function positiveWords(terms: ParsedTerms): string[] {
  return [...new Set(terms.alternatives.flat())];
}

/** At most this many words go into the prefix query. */
const maxPrefixWords = 16;

/** English stemming removes at most about this many letters from the end of a word. */
const maxStemCut = 5;

/** Words the prefix fallback searches for, both in to_tsquery syntax. */
export interface PrefixQuery {
  /** The finished words, all required, for the 'english' configuration ("" when none). */
  words: string;
  /** The last word, for the 'simple' configuration: it as a prefix, or a stem of it. */
  prefix: string;
}

/**
 * The prefix fallback of a plain query: its finished words, and the last word as a prefix, so a
 * word still being typed already matches (`kube` finds Kubernetes).
 *
 * Stored vectors hold stems ('operators' is 'oper'), and a typed prefix can be longer than the
 * stem of the word it begins ('opera'). So the last word also matches, exactly, the lexemes its
 * own first letters form, down to five letters shorter and at least three long
 * (`opera:* | oper | ope`): one of them is the stem whenever a stemmed word starts with it.
 *
 * Null for queries with operators (taken literally), when the last word is a stop word or a
 * single letter. Words are runs of letters and digits only, so nothing in them is tsquery syntax.
 */
export function prefixQuery(text: string): PrefixQuery | null {
  if (parseTerms(text).usesOperators) return null;
  // Lowercased but not folded: the 'english' configuration keeps accents (über stays über).
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(-maxPrefixWords);
  const last = words[words.length - 1];
  if (!last || stopWords.has(last)) return null;
  const letters = Array.from(last);
  if (letters.length < 2) return null;
  const stems: string[] = [];
  for (
    let length = letters.length - 1;
    length >= Math.max(3, letters.length - maxStemCut);
    length--
  ) {
    stems.push(letters.slice(0, length).join(""));
  }
  return { words: words.slice(0, -1).join(" & "), prefix: [`${last}:*`, ...stems].join(" | ") };
}
