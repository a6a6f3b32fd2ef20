import type {
  ExternalResource,
  ServiceOffering,
  ServicePageData,
} from "~/content/service-pages/types";
import { serviceNames } from "~/content/services";

/** Every heading and sentence the template writes around a page's own content. */
export interface ServicePageCopy {
  /** The page's <title> (the site name is appended) and the offer catalogue's name. */
  documentTitle: string;
  offeringsHeading: string;
  useCasesIntro: string;
  articlesIntro: string;
  resourcesIntro: string;
  callToActionTitle: string;
}

/** The template's sentences for one page, built from the service's written-out name forms. */
export function servicePageCopy(page: Pick<ServicePageData, "slug">): ServicePageCopy {
  const { offerings, field, project } = serviceNames(page.slug);
  return {
    documentTitle: offerings,
    offeringsHeading: `Our ${offerings}`,
    useCasesIntro: `Where our work on ${field} makes a measurable difference.`,
    articlesIntro: `Insights and guides on ${field} from our engineers.`,
    resourcesIntro: `Documentation, standards and research we rely on for ${field}.`,
    callToActionTitle: `Ready to start your ${project}?`,
  };
}

/** Features a service card lists before '+N more features' (spec: 4 features shown). */
export const cardFeatureLimit = 4;

/** A card's features split into those shown and the rest behind '+N more features'. */
export function splitFeatures(
  features: ServiceOffering["features"],
  limit = cardFeatureLimit,
): { shown: readonly string[]; more: readonly string[] } {
  return { shown: features.slice(0, limit), more: features.slice(limit) };
}

/** "+2 more features" (singular for one). */
export function moreFeaturesLabel(count: number): string {
  return `+${count} more ${count === 1 ? "feature" : "features"}`;
}

/** The resources the block lists: those with a non-empty url (spec: validation rules). */
export function listedResources(
  resources: readonly ExternalResource[],
): Array<ExternalResource & { url: string }> {
  return resources.filter(
    (resource): resource is ExternalResource & { url: string } =>
      typeof resource.url === "string" && resource.url.trim() !== "",
  );
}

/** The host a resource card shows: "developer.mozilla.org", or 'Invalid URL' when unparsable. */
export function resourceHost(url: string): string {
  try {
    const { hostname } = new URL(url.trim());
    return hostname ? hostname.replace(/^www\./, "") : "Invalid URL";
  } catch {
    return "Invalid URL";
  }
}

/** A safe link target for a resource: http(s) only, so data can never become a script URL. */
export function resourceHref(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
