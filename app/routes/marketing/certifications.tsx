import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/certifications";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function CertificationsPage() {
  return (
    <PageIntro title="Certifications">
      The certifications and partner programmes Quillstack holds, among them ISO 27001:2022 for
      information security.
    </PageIntro>
  );
}
