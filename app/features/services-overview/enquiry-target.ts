import type { PitchPageType } from "~/content/pitches";

/** What the enquiry dialog opened from a services-overview section shows and preselects. */
export interface EnquiryTarget {
  pageType: PitchPageType;
  /** The contact form's preselected service; empty when none is preselected. */
  defaultService: string;
}

/**
 * The spec's mapping from an overview service (by slug) to the dialog's page type and the contact
 * form's default service. Note the differences from the service pages: e-commerce, blockchain and
 * VR/AR have overview-specific page types, and AI Daily Life preselects AI & data services.
 */
const targets: Record<string, EnquiryTarget> = {
  "web-development": { pageType: "web-development", defaultService: "web-development" },
  "mobile-development": { pageType: "mobile-development", defaultService: "mobile-development" },
  ecommerce: { pageType: "ecommerce-services", defaultService: "ecommerce-development" },
  "ai-data": { pageType: "ai-data-services", defaultService: "ai-data-services" },
  "ai-daily-life": { pageType: "ai-daily-life", defaultService: "ai-data-services" },
  "blockchain-dapps": { pageType: "blockchain-services", defaultService: "blockchain-dapps" },
  "data-engineering": { pageType: "data-engineering", defaultService: "data-engineering" },
  "virtual-reality": { pageType: "vr-ar-services", defaultService: "virtual-reality" },
  "cloud-devops": { pageType: "cloud-devops", defaultService: "cloud-devops" },
  "qa-automation": { pageType: "qa-automation", defaultService: "qa-automation" },
  "rpa-automation": { pageType: "rpa-services", defaultService: "rpa-services" },
  "api-services": { pageType: "api-services", defaultService: "api-services" },
};

const fallback: EnquiryTarget = { pageType: "services", defaultService: "" };

/** The dialog's page type and default service for the overview section of a service. */
export function overviewEnquiryTarget(serviceSlug: string): EnquiryTarget {
  return Object.hasOwn(targets, serviceSlug) ? (targets[serviceSlug] ?? fallback) : fallback;
}
