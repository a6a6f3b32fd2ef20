import type { ReactNode } from "react";
import { heroHighlights, heroStats } from "~/content/landing/claims";
import { hiringSteps } from "~/content/landing/steps";
import { ContactSection } from "./contact-section";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { LandingWidget } from "./widgets";

/**
 * The landing page's content, in the spec's order: hero, trusted-by strip, comparison slider,
 * how it works, testimonials, contact; and the scroll-progress bar. The two forms come from
 * their own features and are passed in by the route.
 *
 * Everything renders on the server; the page is static (ADR 069): the forms and the matching
 * clock are DOM islands, and each live widget hydrates as its own React root
 * (islands/landing-widgets).
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
      <LandingWidget name="scroll-progress" />
      <Hero highlights={heroHighlights} stats={heroStats} leadForm={leadForm} />
      <LandingWidget name="trusted-by" />
      <LandingWidget name="comparison" />
      <HowItWorks steps={hiringSteps} />
      <LandingWidget name="testimonials" />
      <ContactSection contactForm={contactForm} />
    </>
  );
}
