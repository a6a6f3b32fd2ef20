import { type Service, services } from "~/content/services";
import { tagKey } from "./matching";

/** A service as a tag page's card shows it. */
export interface TagService {
  slug: string;
  title: string;
  summary: string;
  link: string;
  technologies: readonly string[];
}

const toTagService = (service: Service): TagService => ({
  slug: service.slug,
  title: service.title,
  summary: service.summary,
  link: service.link,
  technologies: service.technologies,
});

/** Every technology a service lists, with how many services list it (same key, one count). */
export function serviceTechnologies(): Array<{ tag: string; services: number }> {
  const byKey = new Map<string, { tag: string; services: number }>();
  for (const service of services) {
    const keys = new Set<string>();
    for (const technology of service.technologies) {
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

/** The services listing a technology with this tag's key, optionally narrowed by search text. */
export function servicesForTag(tag: string, q = ""): TagService[] {
  const key = tagKey(tag);
  const needle = q.trim().toLowerCase();
  return services
    .filter((service) => service.technologies.some((technology) => tagKey(technology) === key))
    .filter(
      (service) =>
        !needle ||
        [service.title, service.summary, service.description].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    )
    .map(toTagService);
}
