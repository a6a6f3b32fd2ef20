import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/knowledge-center";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function KnowledgeCenterPage() {
  return (
    <PageIntro title="Knowledge Center">
      Articles by Quillstack's engineers on software development, AI, hiring remote talent and
      running distributed teams.
    </PageIntro>
  );
}
