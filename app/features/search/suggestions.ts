/** What the empty search page offers: searches and topics that find plenty on this site. */
export const popularSearches = [
  "React",
  "Kubernetes",
  "Machine Learning",
  "Flutter",
  "Data Engineering",
  "Remote",
] as const;

export const popularTags = ["TypeScript", "Python", "AWS", "Kotlin", "LLM", "Security"] as const;
