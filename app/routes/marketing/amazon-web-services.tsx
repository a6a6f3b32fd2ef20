import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/amazon-web-services";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AmazonWebServicesPage() {
  return (
    <PageIntro title="Amazon Web Services consulting">
      Quillstack plans, migrates and runs workloads on Amazon Web Services with onsite, offshore or
      blended teams.
    </PageIntro>
  );
}
