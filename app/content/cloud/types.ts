/**
 * The typed content of one cloud page (spec part 2, "Cloud pages" and "Cloud page content
 * shapes"): consulting offerings, supported services, case studies with metrics and the three
 * delivery models. One template (app/features/cloud-pages) renders every provider's module.
 */
import type { Faq } from "../faq";

/** The three providers, in the order the site names them (AWS first, Google Cloud third). */
export type CloudProviderId = "aws" | "azure" | "google-cloud";

/** The icon of an offering card; the template maps each name to a lucide icon. */
export type OfferingIcon =
  | "assessment"
  | "migration"
  | "architecture"
  | "devops"
  | "data"
  | "security"
  | "operations"
  | "ai";

/** A consulting offering, shown as a card (six per page). */
export interface CloudOffering {
  title: string;
  description: string;
  icon: OfferingIcon;
  /** What the engagement delivers, three or four short points. */
  deliverables: readonly string[];
}

/** One of the provider's own services that our teams build and run on. */
export interface SupportedService {
  /** Unique within the page: a lower-case slug. */
  id: string;
  /** The provider's name for the service, e.g. "Amazon S3". */
  name: string;
  description: string;
}

/** One of our client projects, the client anonymised by industry; each metric is a short claim like "40% cost reduction". */
export interface CloudCaseStudy {
  industry: string;
  title: string;
  description: string;
  metrics: readonly string[];
}

export type DeliveryModelId = "onsite" | "offshore" | "blended";

/** How a team is staffed and located, with the trade-offs a client weighs. */
export interface DeliveryModel {
  id: DeliveryModelId;
  name: string;
  summary: string;
  advantages: readonly string[];
  challenges: readonly string[];
  challengeSolutions: readonly string[];
  customerSupport: string;
  additionalCosts: string;
}

export interface CloudProviderPage {
  id: CloudProviderId;
  /** The page's path, e.g. "/amazon-web-services". */
  path: string;
  /** The provider's full name, e.g. "Amazon Web Services". */
  providerName: string;
  /** The short name used in running text and headings, e.g. "AWS". */
  shortName: string;
  hero: {
    eyebrow: string;
    title: string;
    description: string;
    /** Labels of the two hero buttons; both lead to the consultation block. */
    primaryAction: string;
    secondaryAction: string;
    /** Three short proof points under the buttons. */
    highlights: readonly string[];
  };
  /** The lead paragraph of each section. */
  intros: {
    offerings: string;
    services: string;
    caseStudies: string;
  };
  offerings: readonly CloudOffering[];
  supportedServices: readonly SupportedService[];
  caseStudies: readonly CloudCaseStudy[];
  deliveryModels: readonly DeliveryModel[];
  faqs: readonly Faq[];
  /** Search metadata: title, description and keywords of the page. */
  meta: { title: string; description: string; keywords: readonly string[] };
}
