/**
 * The brand's name, domain, tagline and X handle: what every page's metadata needs, apart from
 * the rest of the site configuration (site.ts), so the browser's bundle carries only these.
 */
export const brand = {
  name: "Quillstack",
  domain: "quillstack.dev",
  tagline: "AI-trained, pre-vetted remote engineers and software delivery",
  /** The handle on every social network. */
  handle: "quillstack",
} as const;
