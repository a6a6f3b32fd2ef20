import { AiUseCasesPage } from "~/features/ai-use-cases/ai-use-cases-page";
import { aiUseCasesPath } from "~/features/ai-use-cases/json-ld";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/ai-use-cases";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "AI Use Cases: 15 Practical AI Solutions by Industry",
    description:
      "Fifteen AI use cases we build, from document processing and demand forecasting to fraud detection and knowledge search (RAG), with their technologies and business value.",
    canonical: aiUseCasesPath,
  });

export default function AiUseCasesRoute() {
  return <AiUseCasesPage />;
}
