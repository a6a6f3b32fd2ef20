import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ServicesPage() {
  return (
    <PageIntro title="Technology services">
      Quillstack's engineering teams build web and mobile apps, e-commerce, AI and data, blockchain,
      VR/AR, cloud, QA, automation, API and serverless solutions.
    </PageIntro>
  );
}
