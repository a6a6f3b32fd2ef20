import { azurePage } from "~/content/cloud";
import { CloudPage } from "~/features/cloud-pages/cloud-page";
import { cloudPageMeta } from "~/features/cloud-pages/meta";
import type { Route } from "./+types/azure-services";

export const meta: Route.MetaFunction = (args) => cloudPageMeta(args, azurePage);

export default function AzureServicesRoute() {
  return <CloudPage page={azurePage} />;
}
