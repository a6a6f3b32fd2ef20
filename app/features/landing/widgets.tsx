import type { ReactNode } from "react";
import { comparisonItems, comparisonLabels } from "~/content/landing/comparison";
import { testimonials } from "~/content/landing/testimonials";
import { trustedCompanies } from "~/content/landing/trusted-by";
import { aiVendors } from "~/content/landing/vendors";
import { ComparisonSlider, comparisonSectionClass } from "./comparison-slider";
import { OrbitWidget } from "./orbit-widget";
import { ScrollProgress } from "./scroll-progress";
import { TestimonialsSection, testimonialsSectionClass } from "./testimonials-section";
import { TrustedByStrip, trustedBySectionClass } from "./trusted-by-strip";

/**
 * The landing page's live widgets with their content (ADR 069). The server renders each inside
 * `LandingWidget`; in the browser islands/landing-widgets hydrates each container as a React root
 * of its own from the same element, so both sides render the same props.
 */
export const landingWidgets = {
  "scroll-progress": () => <ScrollProgress />,
  orbit: () => <OrbitWidget vendors={aiVendors} />,
  "trusted-by": () => <TrustedByStrip companies={trustedCompanies} />,
  comparison: () => <ComparisonSlider items={comparisonItems} labels={comparisonLabels} />,
  testimonials: () => <TestimonialsSection testimonials={testimonials} />,
} satisfies Record<string, () => ReactNode>;

export type LandingWidgetName = keyof typeof landingWidgets;

export function isLandingWidgetName(name: string): name is LandingWidgetName {
  return Object.hasOwn(landingWidgets, name);
}

/**
 * The page sections whose content is a widget: the server renders the section (the widget's
 * container, so the sections stay the page's own children), the widget what is inside it.
 */
const sectionClasses: Partial<Record<LandingWidgetName, string>> = {
  "trusted-by": trustedBySectionClass,
  comparison: comparisonSectionClass,
  testimonials: testimonialsSectionClass,
};

/** A widget in the container its island hydrates: its section, or a box that takes no room. */
export function LandingWidget({ name }: { name: LandingWidgetName }) {
  const sectionClass = sectionClasses[name];
  return sectionClass ? (
    <section
      id={name}
      aria-labelledby={`${name}-title`}
      className={sectionClass}
      data-react-island={name}
    >
      {landingWidgets[name]()}
    </section>
  ) : (
    <div data-react-island={name} className="contents">
      {landingWidgets[name]()}
    </div>
  );
}
