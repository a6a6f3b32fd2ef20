/** The questions answered on the contact page (its #faq section; /faq redirects there). */

import { firstCall } from "./company-facts";
import type { Faq } from "./faq";

export const contactFaqs: readonly Faq[] = [
  {
    question: "How quickly will you reply?",
    answer:
      "Within 24 hours on business days, and usually the same day. Urgent support requests from clients on Premium or Enterprise support are answered around the clock.",
  },
  {
    question: "What happens after I send a message?",
    answer: `A talent partner or solutions engineer reads it, may ask a few questions by email, and suggests a ${firstCall}. After the call you receive a shortlist of candidates or a written estimate.`,
  },
  {
    question: "How fast can you start?",
    answer:
      "Pre-vetted engineers are matched in under 48 hours. Outsourced projects usually start within one to two weeks of agreeing the scope.",
  },
  {
    question: "How does pricing work?",
    answer:
      "Hired talent is billed as a monthly rate with no placement fee. Projects are fixed price per milestone or time and materials, and support is a monthly plan: Basic (8x5), Premium (24x7) or Enterprise (24x7 dedicated team).",
    link: { label: "Compare support plans", href: "/outsource-project#support" },
  },
  {
    question: "Will you sign an NDA?",
    answer:
      "Yes, before any detailed discussion. Our processes follow ISO 27001:2022, and all code and intellectual property we create for you is yours.",
    link: { label: "Our certifications", href: "/certifications" },
  },
  {
    question: "Where are you based?",
    answer:
      "Our headquarters are in India and we have our own office in Canada, with partner offices in the United Arab Emirates, Saudi Arabia, the United States, Australia and the Netherlands. We work with clients in 25+ countries.",
  },
  {
    question: "I am a developer. How do I join?",
    answer:
      "Apply through our careers page. Every applicant goes through the same five-stage vetting; we reply to applications within 48 hours.",
    link: { label: "Apply as Talent", href: "/careers" },
  },
];
