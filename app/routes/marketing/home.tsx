import { useEffect } from "react";
import { ContactForm } from "~/features/contact/contact-form";
import { LandingPage } from "~/features/landing/landing-page";
import { LeadCaptureForm } from "~/features/leads/lead-capture-form";
import { startPageIslands } from "~/islands/page-islands";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function HomePage() {
  // Reached by client navigation from a hydrated page: the matching clock's island (ADR 069).
  useEffect(startPageIslands, []);
  return (
    <LandingPage
      leadForm={<LeadCaptureForm source="landing-page" />}
      contactForm={<ContactForm />}
    />
  );
}
