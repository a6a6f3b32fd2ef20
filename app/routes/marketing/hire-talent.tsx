import { HireTalentPage } from "~/features/marketing-pages/hire-talent-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/hire-talent";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function HireTalentRoute() {
  return <HireTalentPage />;
}
