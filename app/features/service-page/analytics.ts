import { track } from "~/features/analytics/track";

export type ServiceCtaType = "discuss_project" | "discuss_service";
export type ServiceCtaLocation = "hero_section" | "services_section" | "cta_section";

/** The service_cta_click event (spec: analytics events). */
export function serviceCtaProperties(
  service: string,
  ctaType: ServiceCtaType,
  location: ServiceCtaLocation,
  serviceFeature?: string,
) {
  return {
    service,
    cta_type: ctaType,
    location,
    ...(serviceFeature ? { service_feature: serviceFeature } : {}),
  };
}

export function trackServiceCta(...args: Parameters<typeof serviceCtaProperties>): void {
  track("service_cta_click", serviceCtaProperties(...args));
}

/** The external_resource_click event (spec: analytics events). */
export function trackResourceClick(resource: {
  title: string;
  category: string;
  url: string;
  description: string;
}): void {
  track("external_resource_click", {
    resource_title: resource.title,
    resource_category: resource.category,
    resource_url: resource.url,
    resource_description: resource.description,
  });
}
