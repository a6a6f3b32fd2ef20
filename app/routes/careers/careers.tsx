import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function CareersPage() {
  return (
    <PageIntro title="Careers">
      Open positions at Quillstack and its clients for remote engineers and other professionals; we
      reply to every application within 48 hours.
    </PageIntro>
  );
}
