import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function PrivacyPolicyPage() {
  return (
    <PageIntro title="Privacy policy">
      How Quillstack collects, uses, stores and protects personal data, and the rights you have over
      it.
    </PageIntro>
  );
}
