import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/azure-services";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AzureServicesPage() {
  return (
    <PageIntro title="Microsoft Azure consulting services">
      Quillstack plans, migrates and runs workloads on Microsoft Azure with onsite, offshore or
      blended teams.
    </PageIntro>
  );
}
