import type { ServicePageData } from "~/content/service-pages/types";
import { site } from "~/content/site";
import { resolveTechnologies } from "~/features/service-page/technology-chips";
import type { BuildMetaOptions } from "~/lib/page-meta";
import { servicePageCopy } from "./content";
import { servicePagePath } from "./json-ld";

/** A service page's search metadata: title, description, keywords and canonical path. */
export function serviceMeta(
  page: ServicePageData,
): Required<Pick<BuildMetaOptions, "title" | "description" | "keywords" | "canonical">> {
  const { documentTitle } = servicePageCopy(page);
  const technologies = resolveTechnologies(page.technologies)
    .slice(0, 12)
    .map((technology) => technology.name);
  return {
    title: documentTitle,
    description: `${page.shortDescription} Delivered by ${site.name}'s pre-vetted engineers, matched in under 48 hours.`,
    keywords: [...new Set([page.title, documentTitle, ...technologies])],
    canonical: servicePagePath(page.slug),
  };
}
