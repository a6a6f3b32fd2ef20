import type { LucideIcon } from "lucide-react";

/** A card with an icon: features, benefits, audiences. */
export interface IconCard {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A numbered step of a 'How it works' list. */
export interface ProductStep {
  title: string;
  description: string;
}

/**
 * A short silent video the site serves itself (public/videos/products/{file}.webm, with a poster
 * {file}.webp), recorded from a mock of the product's screens by
 * `npm run videos:record` (scripts/record-product-videos.ts).
 */
export interface ProductVideo {
  /** The base name of the video and poster files. */
  file: string;
  title: string;
  description: string;
  /**
   * What the video shows, one sentence per scene, in order: each is written into the video under
   * its scene, and the page lists them as the video's text alternative.
   */
  scenes: readonly string[];
  /** ISO date of publication. */
  uploadDate: string;
}

/** The parts of a product page's hero every product has. */
export interface ProductHeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}
