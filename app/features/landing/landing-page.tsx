import { type ReactNode, Suspense } from "react";
import { heroHighlights, heroStats } from "~/content/landing/claims";
import { comparisonItems, comparisonLabels } from "~/content/landing/comparison";
import { hiringSteps } from "~/content/landing/steps";
import { testimonials } from "~/content/landing/testimonials";
import { trustedCompanies } from "~/content/landing/trusted-by";
import { aiVendors } from "~/content/landing/vendors";
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
 * Everything renders on the server. The sections below the hero sit in Suspense boundaries
 * (nothing in them suspends): React then hydrates each one as its own unit of work after the
 * hero, yielding to the browser in between instead of hydrating the whole page in one long
 * task, and hydrates first whichever section the visitor touches.
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
      <Hero highlights={heroHighlights} stats={heroStats} vendors={aiVendors} leadForm={leadForm} />
      <Suspense>
        <TrustedByStrip companies={trustedCompanies} />
      </Suspense>
      <Suspense>
        <ComparisonSlider items={comparisonItems} labels={comparisonLabels} />
      </Suspense>
      <Suspense>
        <HowItWorks steps={hiringSteps} />
      </Suspense>
      <Suspense>
        <TestimonialsSection testimonials={testimonials} />
      </Suspense>
      <Suspense>
        <ContactSection contactForm={contactForm} />
      </Suspense>
    </>
  );
}
