/** A question and its answer, for FAQ sections (and their FAQPage structured data). */
export interface Faq {
  question: string;
  answer: string;
  /** An optional link shown after the answer. */
  link?: { label: string; href: string };
}
