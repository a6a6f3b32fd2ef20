import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/ai-use-cases";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AiUseCasesPage() {
  return (
    <PageIntro title="AI use cases">
      Fifteen practical ways companies put AI to work, each with its industry, the technologies
      involved and the business value it brings.
    </PageIntro>
  );
}
