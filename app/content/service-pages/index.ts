/**
 * The registry of service pages: every module `./{slug}.ts` beside this file whose default export
 * is a ServicePageData registers itself (Vite's eager glob), so adding a page needs no edit here.
 * Pages are listed in the order of app/content/services.ts.
 */
import { services } from "../services";
import type { ServicePageData } from "./types";

/** The page modules by file name ("./web-development.ts"); types, this file and tests excluded. */
export const servicePageModules: Readonly<Record<string, ServicePageData>> =
  import.meta.glob<ServicePageData>(["./*.ts", "!./index.ts", "!./types.ts", "!./*.test.ts"], {
    eager: true,
    import: "default",
  });

/** The slug a page module's file name gives: "./web-development.ts" -> "web-development". */
export function fileSlug(path: string): string {
  return path.replace(/^\.\//, "").replace(/\.ts$/, "");
}

const order = new Map<string, number>(services.map((service, index) => [service.slug, index]));

/** Every service page with data, in the services' order (unknown slugs last, by slug). */
export const servicePages: readonly ServicePageData[] = Object.values(servicePageModules).sort(
  (a, b) =>
    (order.get(a.slug) ?? order.size) - (order.get(b.slug) ?? order.size) ||
    a.slug.localeCompare(b.slug),
);

const bySlug = new Map(servicePages.map((page) => [page.slug, page]));

/** The page data of /services/{slug}, or undefined when the service has no page. */
export function findServicePage(slug: string | undefined): ServicePageData | undefined {
  return slug === undefined ? undefined : bySlug.get(slug);
}
