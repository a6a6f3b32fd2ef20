import type { ExternalResource, ServiceOffering } from "~/content/service-pages/types";

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
