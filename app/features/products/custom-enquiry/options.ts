/**
 * The custom e-commerce development enquiry (spec part 2, sections 3 to 8): its choices, texts and
 * the message it becomes. Shared by the form in the browser and the server action.
 */

export interface Choice<Value extends string = string> {
  value: Value;
  label: string;
}

export const projectTypes = [
  { value: "new-ecommerce-store", label: "New E-commerce Store" },
  { value: "existing-store-redesign", label: "Existing Store Redesign" },
  { value: "mobile-app-development", label: "Mobile App Development" },
  { value: "platform-migration", label: "Platform Migration" },
  { value: "custom-features", label: "Custom Features" },
  { value: "integration-services", label: "Integration Services" },
] as const satisfies readonly Choice[];

export const platforms = [
  { value: "woocommerce", label: "WooCommerce" },
  { value: "shopify", label: "Shopify" },
  { value: "magento", label: "Magento" },
  { value: "bigcommerce", label: "BigCommerce" },
  { value: "custom-website", label: "Custom Website" },
  { value: "custom-app", label: "Custom App" },
  { value: "cross-platform", label: "Cross-Platform App" },
  { value: "platform-specific", label: "Platform-Specific App" },
] as const satisfies readonly Choice[];

export const budgets = [
  { value: "under-10k", label: "Under $10,000" },
  { value: "10k-25k", label: "$10,000 - $25,000" },
  { value: "25k-50k", label: "$25,000 - $50,000" },
  { value: "50k-100k", label: "$50,000 - $100,000" },
  { value: "over-100k", label: "Over $100,000" },
  { value: "to-be-discussed", label: "To Be Discussed" },
] as const satisfies readonly Choice[];

export const timelines = [
  { value: "asap", label: "As Soon As Possible" },
  { value: "1-2-months", label: "1-2 Months" },
  { value: "3-6-months", label: "3-6 Months" },
  { value: "6-12-months", label: "6-12 Months" },
  { value: "over-12-months", label: "Over 12 Months" },
  { value: "flexible", label: "Flexible" },
] as const satisfies readonly Choice[];

export type ProjectType = (typeof projectTypes)[number]["value"];
export type PlatformId = (typeof platforms)[number]["value"];
export type Budget = (typeof budgets)[number]["value"];
export type Timeline = (typeof timelines)[number]["value"];

/** Field length limits (the contact message's limits apply to the whole message). */
export const customEnquiryLimits = {
  name: 120,
  company: 160,
  requirements: 4000,
} as const;

export interface CustomEnquiry {
  name: string;
  email: string;
  company: string;
  projectType: ProjectType;
  platforms: PlatformId[];
  budget: Budget | "";
  timeline: Timeline | "";
  requirements: string;
}

const notSpecified = "Not specified";

function labelOf(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

/**
 * The contact message: Project Type, Platforms (comma-joined), Budget, Timeline and Requirements,
 * one per line (spec section 7). Choices are written with their labels, for the people reading it;
 * an optional choice left empty reads 'Not specified'.
 */
export function formatEnquiryMessage(enquiry: CustomEnquiry): string {
  const platformLabels = enquiry.platforms.map((id) => labelOf(platforms, id));
  return [
    `Project Type: ${labelOf(projectTypes, enquiry.projectType)}`,
    `Platforms: ${platformLabels.length ? platformLabels.join(", ") : notSpecified}`,
    `Budget: ${enquiry.budget ? labelOf(budgets, enquiry.budget) : notSpecified}`,
    `Timeline: ${enquiry.timeline ? labelOf(timelines, enquiry.timeline) : notSpecified}`,
    `Requirements: ${enquiry.requirements}`,
  ].join("\n");
}
