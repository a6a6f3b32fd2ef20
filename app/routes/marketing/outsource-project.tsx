import { OutsourcePage } from "~/features/marketing-pages/outsource-page";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/outsource-project";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function OutsourceProjectRoute() {
  return <OutsourcePage />;
}
