import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function ContactPage() {
  return (
    <PageIntro title="Contact us">
      Write to Quillstack about hiring talent, outsourcing a project, our products or consulting; we
      reply to enquiries within 24 hours.
    </PageIntro>
  );
}
