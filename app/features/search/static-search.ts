import { products } from "~/content/products";
import { services } from "~/content/services";
import { tagPath } from "~/lib/slugify";
import { excerptAround, markWords, wordsOf } from "./highlight";
import type { SearchKind } from "./query";
import { searchableTechnologies } from "./technology-source";
import { type ParsedTerms, positiveWords } from "./terms";
import type { SearchHit } from "./types";

export type StaticKind = Extract<SearchKind, "services" | "products" | "technologies">;

/**
 * The weight of a match by field, as ts_rank_cd weighs the database's A/B/C labels: the title
 * (A) counts most, then the short lists (B), then the running text (C).
 */
const weights = { title: 1, list: 0.4, text: 0.2 } as const;

/** More repeats of one word in one field add nothing (a keyword list is not more relevant). */
const maxCountedRepeats = 3;

interface Field {
  weight: number;
  words: string[];
}

interface Entry {
  kind: StaticKind;
  id: string;
  url: string;
  title: string;
  description: string;
  details: string[];
  /** A service's technologies or a technology's other names; shown when they match. */
  list: readonly string[];
  fields: Field[];
}

function entry(
  kind: StaticKind,
  fields: Omit<Entry, "kind" | "fields">,
  extraListWords: string[] = [],
): Entry {
  return {
    kind,
    ...fields,
    fields: [
      { weight: weights.title, words: wordsOf(fields.title) },
      { weight: weights.list, words: [...fields.list.flatMap(wordsOf), ...extraListWords] },
      { weight: weights.text, words: wordsOf(fields.description) },
    ],
  };
}

function buildIndex(): Entry[] {
  return [
    ...services.map((service) =>
      entry("services", {
        id: service.slug,
        url: `/services/${service.slug}`,
        title: service.title,
        description: service.description,
        details: ["Service"],
        list: service.technologies,
      }),
    ),
    ...products.map((product) =>
      entry("products", {
        id: product.slug,
        url: `/products/${product.slug}`,
        title: product.title,
        description: product.summary,
        details: ["Product"],
        list: [],
      }),
    ),
    ...searchableTechnologies().map((technology) =>
      entry(
        "technologies",
        {
          id: technology.name,
          url: tagPath(technology.name),
          title: technology.name,
          description: technology.description,
          details: [capitalise(technology.category)],
          list: technology.aliases,
        },
        wordsOf(technology.category),
      ),
    ),
  ];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

let index: Entry[] | undefined;

/** The in-memory index of the static content, built once per process on first use. */
function staticIndex(): Entry[] {
  index ??= buildIndex();
  return index;
}

function hasPrefix(entry: Entry, word: string): boolean {
  return entry.fields.some((field) => field.words.some((candidate) => candidate.startsWith(word)));
}

function hasWord(entry: Entry, word: string): boolean {
  return entry.fields.some((field) => field.words.includes(word));
}

/** Every word of one alternative starts a word of the entry, and no excluded word is in it. */
function matches(entry: Entry, terms: ParsedTerms): boolean {
  if (terms.excluded.some((word) => hasWord(entry, word))) return false;
  return terms.alternatives.some((words) => words.every((word) => hasPrefix(entry, word)));
}

/** Weighted matches, squashed into [0, 1) as ts_rank_cd's normalisation 32 does. */
function rankOf(entry: Entry, words: readonly string[]): number {
  let raw = 0;
  for (const word of words) {
    for (const field of entry.fields) {
      const repeats = field.words.filter((candidate) => candidate.startsWith(word)).length;
      raw += field.weight * Math.min(repeats, maxCountedRepeats);
    }
  }
  return raw / (raw + 1);
}

function toHit(entry: Entry, words: readonly string[], rank: number): SearchHit {
  return {
    kind: entry.kind,
    id: entry.id,
    url: entry.url,
    title: markWords(entry.title, words),
    snippet: excerptAround(markWords(entry.description, words)),
    details: entry.details,
    tags: entry.list
      .filter((name) => wordsOf(name).some((part) => words.some((word) => part.startsWith(word))))
      .slice(0, 4)
      .map((name) => markWords(name, words)),
    rank,
  };
}

export interface StaticSearchResult {
  total: number;
  hits: SearchHit[];
}

/**
 * Searches services, products or technologies in memory with the database search's semantics:
 * case- and accent-insensitive word-prefix matching of all query words over the title, the
 * technologies and the description; title hits rank above the rest; ties keep content order.
 */
export function searchStatic(
  kind: StaticKind,
  terms: ParsedTerms,
  { limit, offset = 0 }: { limit: number; offset?: number },
): StaticSearchResult {
  if (terms.alternatives.length === 0) return { total: 0, hits: [] };
  const words = positiveWords(terms);
  const ranked = staticIndex()
    .filter((entry) => entry.kind === kind && matches(entry, terms))
    .map((entry, order) => ({ entry, order, rank: rankOf(entry, words) }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order);
  return {
    total: ranked.length,
    hits: ranked.slice(offset, offset + limit).map(({ entry, rank }) => toHit(entry, words, rank)),
  };
}
