import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/credits";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function CreditsPage() {
  return (
    <PageIntro title="Credits">
      The frameworks, libraries, design resources, tools and people this website is built with and
      thanks to.
    </PageIntro>
  );
}
