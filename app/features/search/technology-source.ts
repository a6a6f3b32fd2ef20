import { services } from "~/content/services";

export interface SearchableTechnology {
  name: string;
  description: string;
  category: string;
}

/**
 * The technologies the site knows, for search: every technology the services list, described by
 * the services that use it. (A full technology catalogue with its own descriptions can replace
 * this list without changing the search.)
 */
export function searchableTechnologies(): SearchableTechnology[] {
  const usedBy = new Map<string, string[]>();
  for (const service of services) {
    for (const name of service.technologies) {
      const titles = usedBy.get(name) ?? [];
      titles.push(service.title);
      usedBy.set(name, titles);
    }
  }
  return [...usedBy].map(([name, titles]) => ({
    name,
    description: `Used in our ${listFormat.format(titles)} ${titles.length === 1 ? "service" : "services"}.`,
    category: "technology",
  }));
}

const listFormat = new Intl.ListFormat("en", { style: "long", type: "conjunction" });
