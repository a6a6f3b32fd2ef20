import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/google-cloud-services";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function GoogleCloudServicesPage() {
  return (
    <PageIntro title="Google Cloud consulting services">
      Quillstack plans, migrates and runs workloads on Google Cloud with onsite, offshore or blended
      teams.
    </PageIntro>
  );
}
