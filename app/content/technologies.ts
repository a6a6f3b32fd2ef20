/**
 * The technology catalogue: every technology the site may show as a chip, with a one-sentence
 * description, its category and, where there is a well-known one, its official page. Tag pages,
 * site search and the technology-chips block read it; names elsewhere in the content (service
 * technologies, job tags) are looked up with `findTechnology`.
 *
 * Categories: database and messaging servers a team runs itself count as platforms; managed
 * cloud offerings and hosted APIs as services.
 */

import { cloudServices } from "./technologies/cloud-services.ts";
import { frameworks } from "./technologies/frameworks.ts";
import { languages } from "./technologies/languages.ts";
import { libraries } from "./technologies/libraries.ts";
import { platforms } from "./technologies/platforms.ts";
import { protocols } from "./technologies/protocols.ts";
import { standards } from "./technologies/standards.ts";
import { tools } from "./technologies/tools.ts";
import type { Technology } from "./technologies/types.ts";

export {
  type Technology,
  type TechnologyCategory,
  technologyCategories,
} from "./technologies/types.ts";

export const technologies: readonly Technology[] = [
  ...languages,
  ...frameworks,
  ...libraries,
  ...platforms,
  ...cloudServices,
  ...tools,
  ...standards,
  ...protocols,
];

/**
 * The lookup key of a name: lower case without accents, spaces, dots or hyphens, so "node js",
 * "NodeJS" and "Node.js" meet. Other punctuation stays ("C++" and "C#" differ from "C").
 */
export function technologyKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[\s.\-\u2010-\u2015]/g, "");
}

const byKey = new Map<string, Technology>();
for (const technology of technologies) {
  for (const name of [technology.name, ...(technology.aliases ?? [])]) {
    byKey.set(technologyKey(name), technology);
  }
}

/** Case-insensitive lookup ignoring spaces, dots, hyphens and accents ("node js" -> "Node.js"). */
export function findTechnology(name: string): Technology | undefined {
  const key = technologyKey(name);
  return key ? byKey.get(key) : undefined;
}
