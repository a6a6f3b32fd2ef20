import { technologies } from "~/content/technologies";

export interface SearchableTechnology {
  name: string;
  description: string;
  category: string;
  /** Other spellings ("Kafka" for "Apache Kafka"): they find the entry as its technologies do. */
  aliases: readonly string[];
}

/** The technology catalogue, as the search reads it. */
export function searchableTechnologies(): SearchableTechnology[] {
  return technologies.map((technology) => ({
    name: technology.name,
    description: technology.description,
    category: technology.category,
    aliases: technology.aliases ?? [],
  }));
}
