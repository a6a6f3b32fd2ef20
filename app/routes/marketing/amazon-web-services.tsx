import { awsPage } from "~/content/cloud";
import { CloudPage } from "~/features/cloud-pages/cloud-page";
import { cloudPageMeta } from "~/features/cloud-pages/meta";
import type { Route } from "./+types/amazon-web-services";

export const meta: Route.MetaFunction = (args) => cloudPageMeta(args, awsPage);

export default function AmazonWebServicesRoute() {
  return <CloudPage page={awsPage} />;
}
