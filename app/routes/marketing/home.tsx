import { ContactForm } from "~/features/contact/contact-form";
import { LandingPage } from "~/features/landing/landing-page";
import { LeadCaptureForm } from "~/features/leads/lead-capture-form";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function HomePage() {
  return (
    <LandingPage
      leadForm={<LeadCaptureForm source="landing-page" />}
      contactForm={<ContactForm />}
    />
  );
}
