import type { ReactNode } from "react";
import { heroHighlights, heroStats } from "~/content/landing/claims";
import { comparisonItems, comparisonLabels } from "~/content/landing/comparison";
import { hiringSteps } from "~/content/landing/steps";
import { testimonials } from "~/content/landing/testimonials";
import { trustedCompanies } from "~/content/landing/trusted-by";
import { ComparisonSlider } from "./comparison-slider";
import { ContactSection } from "./contact-section";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { ScrollProgress } from "./scroll-progress";
import { TestimonialsSection } from "./testimonials-section";
import { TrustedByStrip } from "./trusted-by-strip";

/**
 * The landing page's content, in the spec's order: hero, trusted-by strip, comparison slider,
 * how it works, testimonials, contact; and the scroll-progress bar. The two forms come from
 * their own features and are passed in by the route.
 *
 * Everything renders on the server, with no React in the browser (ADR 069, 075): what moves or
 * answers input is a DOM widget (`data-landing-widget` in the markup) that islands/landing.ts
 * starts, a page island loaded where the hero (`data-island="landing"`) is.
 */
export function LandingPage({
  leadForm,
  contactForm,
}: {
  leadForm: ReactNode;
  contactForm: ReactNode;
}) {
  return (
    <>
      <ScrollProgress />
      <Hero highlights={heroHighlights} stats={heroStats} leadForm={leadForm} />
      <TrustedByStrip companies={trustedCompanies} />
      <ComparisonSlider items={comparisonItems} labels={comparisonLabels} />
      <HowItWorks steps={hiringSteps} />
      <TestimonialsSection testimonials={testimonials} />
      <ContactSection contactForm={contactForm} />
    </>
  );
}
