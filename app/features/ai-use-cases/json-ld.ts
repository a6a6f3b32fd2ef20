import type { JsonLdObject } from "~/components/json-ld";
import type { AiUseCase } from "~/content/ai-use-cases";
import { absoluteUrl } from "~/lib/page-meta";

export const aiUseCasesPath = "/ai-use-cases";

/** schema.org ItemList of the use cases, each at its shareable `?case=N` address. */
export function aiUseCasesJsonLd(useCases: readonly AiUseCase[], siteUrl: string): JsonLdObject {
  const pageUrl = absoluteUrl(siteUrl, aiUseCasesPath);
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    "@id": `${pageUrl}#use-cases`,
    name: "AI use cases",
    numberOfItems: useCases.length,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    itemListElement: useCases.map((useCase, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: useCase.title,
      description: useCase.description,
      url: `${pageUrl}?case=${useCase.id}`,
    })),
  };
}
