import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/hire-talent";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function HireTalentPage() {
  return (
    <PageIntro title="Hire pre-vetted remote talent">
      Tell us who you need and we search our network, match you with pre-vetted professionals in
      under 48 hours and get them started: hiring in four steps.
    </PageIntro>
  );
}
