import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/outsource-project";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function OutsourceProjectPage() {
  return (
    <PageIntro title="Outsource your software project">
      Hand Quillstack a full-stack, enterprise or MVP project and we deliver it end to end, with
      Basic (8x5), Premium (24x7) and Enterprise support afterwards.
    </PageIntro>
  );
}
