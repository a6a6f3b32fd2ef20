import { useEffect } from "react";
import { overviewServices } from "~/content/services";
import { ServicesOverview } from "~/features/services-overview/services-overview";
import { loadIslands } from "~/islands/load-islands";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ServicesPage() {
  // A static page (ADR 070): islands/static-page.ts starts its widgets. Where it hydrates (a
  // signed-in visitor, a client navigation) they start here, and the page's React does the rest.
  useEffect(
    () =>
      loadIslands({
        "[data-section-snap]": () => import("~/islands/section-snap"),
        "form[data-subscribe-form]": () => import("~/islands/subscribe-form"),
      }),
    [],
  );
  return <ServicesOverview services={overviewServices} />;
}
