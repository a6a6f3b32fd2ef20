import { googleCloudPage } from "~/content/cloud";
import { CloudPage } from "~/features/cloud-pages/cloud-page";
import { cloudPageMeta } from "~/features/cloud-pages/meta";
import type { Route } from "./+types/google-cloud-services";

export const meta: Route.MetaFunction = (args) => cloudPageMeta(args, googleCloudPage);

export default function GoogleCloudServicesRoute() {
  return <CloudPage page={googleCloudPage} />;
}
