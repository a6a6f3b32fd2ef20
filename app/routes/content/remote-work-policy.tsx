import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/remote-work-policy";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function RemoteWorkPolicyPage() {
  return (
    <PageIntro title="Remote work policy">
      How Quillstack's distributed teams work together, set out in numbered policy sections.
    </PageIntro>
  );
}
