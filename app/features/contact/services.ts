import { products } from "~/content/products";
import { services } from "~/content/services";

/** The contact form's own service options (spec: Contact message). */
export const contactServiceOptions = [
  { value: "hire-talent", label: "Hire Talent" },
  { value: "outsourcing", label: "Outsourcing Project" },
  { value: "products", label: "Digital Products" },
  { value: "consulting", label: "Consulting" },
] as const;

/** A service value: a lower-case slug (the enquiry dialog passes page-specific ones). */
export const serviceSlugPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Default services the enquiry dialog passes that are neither an option, a service nor a product. */
const extraLabels: Record<string, string> = {
  "ecommerce-development": "E-commerce Development",
  "ai-data-services": "AI & Data Services",
  "rpa-services": "RPA & Business Automation",
  "virtual-reality": "VR/AR/MR Development",
  "serverless-functions": "Serverless Functions",
  "premium-support": "Premium Support",
  "enterprise-license": "Enterprise License",
  "custom-requirements": "Custom Requirements",
};

const words: Record<string, string> = {
  ai: "AI",
  api: "API",
  qa: "QA",
  rpa: "RPA",
  vr: "VR",
  ar: "AR",
  mr: "MR",
  devops: "DevOps",
  ecommerce: "E-commerce",
  dapps: "DApps",
  powerbi: "Power BI",
};

/** "web-development" -> "Web Development". */
export function humanizeSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => words[word] ?? `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(" ");
}

/** The label a service value is shown with: an option, a service page, a product, or the slug made readable. */
export function serviceLabel(value: string): string {
  return (
    contactServiceOptions.find((option) => option.value === value)?.label ??
    services.find((service) => service.slug === value)?.title ??
    products.find((product) => product.slug === value)?.title ??
    extraLabels[value] ??
    humanizeSlug(value)
  );
}

/** The options to show: the four, plus `selected` when it is another valid service value. */
export function serviceOptionsFor(selected: string | undefined) {
  const options: Array<{ value: string; label: string }> = [...contactServiceOptions];
  if (
    selected &&
    serviceSlugPattern.test(selected) &&
    !options.some((option) => option.value === selected)
  ) {
    options.push({ value: selected, label: serviceLabel(selected) });
  }
  return options;
}
