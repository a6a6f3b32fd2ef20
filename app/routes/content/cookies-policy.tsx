import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/cookies-policy";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function CookiesPolicyPage() {
  return (
    <PageIntro title="Cookies policy">
      Which essential, analytics, preference and marketing cookies Quillstack uses, why, and how you
      can control them.
    </PageIntro>
  );
}
