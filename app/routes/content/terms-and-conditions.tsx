import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/terms-and-conditions";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function TermsAndConditionsPage() {
  return (
    <PageIntro title="Terms and conditions">
      The terms that apply when you use the Quillstack website and services.
    </PageIntro>
  );
}
