import { aiUseCases } from "~/content/ai-use-cases";
import { services } from "~/content/services";
import { tagKey } from "./matching";

/** A service, or an AI use case of the AI data services, as a tag page's card shows it. */
export interface TagService {
  slug: string;
  title: string;
  summary: string;
  link: string;
  technologies: readonly string[];
  kind: "service" | "use case";
}

/** Every card a tag's Services tab may show, with the texts its search looks in. */
const taggedServices: ReadonlyArray<{ card: TagService; texts: readonly string[] }> = [
  ...services.map((service) => ({
    card: {
      slug: service.slug,
      title: service.title,
      summary: service.summary,
      link: service.link,
      technologies: service.technologies,
      kind: "service" as const,
    },
    texts: [service.title, service.summary, service.description],
  })),
  // The use cases' technology badges link to tag pages (spec): each page shows the use cases too.
  ...aiUseCases.map((useCase) => ({
    card: {
      slug: `ai-use-case-${useCase.id}`,
      title: useCase.title,
      summary: useCase.description,
      link: `/ai-use-cases?case=${useCase.id}`,
      technologies: useCase.technologies,
      kind: "use case" as const,
    },
    texts: [useCase.title, useCase.description, useCase.industry],
  })),
];

/** Every technology a card lists, with how many cards list it (same key, one count). */
export function serviceTechnologies(): Array<{ tag: string; services: number }> {
  const byKey = new Map<string, { tag: string; services: number }>();
  for (const { card } of taggedServices) {
    const keys = new Set<string>();
    for (const technology of card.technologies) {
      const key = tagKey(technology);
      if (!key || keys.has(key)) continue;
      keys.add(key);
      const entry = byKey.get(key);
      if (entry) entry.services += 1;
      else byKey.set(key, { tag: technology, services: 1 });
    }
  }
  return [...byKey.values()];
}

/** The cards listing a technology with this tag's key, optionally narrowed by search text. */
export function servicesForTag(tag: string, q = ""): TagService[] {
  const key = tagKey(tag);
  const needle = q.trim().toLowerCase();
  return taggedServices
    .filter(({ card }) => card.technologies.some((technology) => tagKey(technology) === key))
    .filter(({ texts }) => !needle || texts.some((text) => text.toLowerCase().includes(needle)))
    .map(({ card }) => card);
}
