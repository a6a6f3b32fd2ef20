/**
 * The brand's name, domain, tagline, X handle and logo: what every page's metadata and the job
 * pages' company logo need, apart from the rest of the site configuration (site.ts), so the
 * browser's bundle carries only these.
 */
export const brand = {
  name: "Quillstack",
  domain: "quillstack.dev",
  tagline: "AI-trained, pre-vetted remote engineers and software delivery",
  /** The handle on every social network. */
  handle: "quillstack",
  /** Site-relative path of the logo in public/. */
  logo: "/logo.png",
} as const;
