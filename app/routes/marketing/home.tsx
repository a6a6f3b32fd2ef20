import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function HomePage() {
  return (
    <PageIntro title="Hire AI-trained remote developers in 48 hours">
      Quillstack matches companies with pre-vetted, AI-trained engineers from a network of 50,000+
      professionals in under 48 hours, and delivers software projects end to end.
    </PageIntro>
  );
}
