/** Where an enquiry button leads before JavaScript runs: the contact page's form, preselected. */
export const contactFormAnchor = "contact-form";

export function enquiryFallbackHref(defaultService: string | undefined): string {
  const query = defaultService ? `?service=${encodeURIComponent(defaultService)}` : "";
  return `/contact${query}#${contactFormAnchor}`;
}
