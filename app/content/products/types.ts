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

/** A video published on the brand channel, shown behind a local poster until clicked. */
export interface ProductVideo {
  id: string;
  title: string;
  description: string;
  /** ISO 8601 duration, e.g. "PT3M12S". */
  duration: string;
  /** ISO date of publication. */
  uploadDate: string;
}

/** The parts of a product page's hero every product has. */
export interface ProductHeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}
