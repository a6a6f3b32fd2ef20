import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/internship";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function InternshipPage() {
  return (
    <PageIntro title="Internships">
      Internship openings at Quillstack, where you learn on real client projects alongside
      experienced remote engineers.
    </PageIntro>
  );
}
