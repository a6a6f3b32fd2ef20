/** Where an enquiry button leads before JavaScript runs: the contact page's form, preselected. */
export const contactFormAnchor = "contact-form";

export function enquiryFallbackHref(defaultService: string | undefined, tier?: string): string {
  const params = new URLSearchParams();
  if (defaultService) params.set("service", defaultService);
  if (tier) params.set("tier", tier);
  const query = params.size > 0 ? `?${params}` : "";
  return `/contact${query}#${contactFormAnchor}`;
}
