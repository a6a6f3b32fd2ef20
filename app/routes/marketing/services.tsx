import { overviewServices } from "~/content/services";
import { ServicesOverview } from "~/features/services-overview/services-overview";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ServicesPage() {
  return <ServicesOverview services={overviewServices} />;
}
