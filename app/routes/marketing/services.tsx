import { overviewServices } from "~/content/services";
import { pageMeta } from "~/features/seo/meta";
import { ServicesOverview } from "~/features/services-overview/services-overview";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ServicesPage() {
  return <ServicesOverview services={overviewServices} />;
}
