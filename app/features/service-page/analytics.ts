import type { AnalyticsEvent } from "~/features/analytics/track";

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

export function serviceCtaEvent(...args: Parameters<typeof serviceCtaProperties>): AnalyticsEvent {
  return { name: "service_cta_click", properties: serviceCtaProperties(...args) };
}

/** The external_resource_click event (spec: analytics events). */
export function resourceClickEvent(resource: {
  title: string;
  category: string;
  url: string;
  description: string;
}): AnalyticsEvent {
  return {
    name: "external_resource_click",
    properties: {
      resource_title: resource.title,
      resource_category: resource.category,
      resource_url: resource.url,
      resource_description: resource.description,
    },
  };
}
