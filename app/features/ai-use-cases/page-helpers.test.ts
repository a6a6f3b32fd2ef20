import { describe, expect, it } from "vitest";
import { aiUseCases } from "~/content/ai-use-cases";
import { aiUseCasesJsonLd } from "./json-ld";
import { cardTechnologies } from "./use-case-cards";

describe("AI use cases page helpers", () => {
  it("lists every use case in an ItemList at its shareable address", () => {
    const data = aiUseCasesJsonLd(aiUseCases, "https://example.test/");
    expect(data["@type"]).toBe("ItemList");
    expect(data.numberOfItems).toBe(15);
    const items = data.itemListElement as Array<Record<string, unknown>>;
    expect(items).toHaveLength(15);
    expect(items[0]).toMatchObject({
      "@type": "ListItem",
      position: 1,
      name: aiUseCases[0]?.title,
      url: "https://example.test/ai-use-cases?case=1",
    });
    expect(items[14]?.position).toBe(15);
  });

  it("shows three technologies on a card and counts the rest", () => {
    expect(cardTechnologies(["A", "B", "C", "D", "E"])).toEqual({
      shown: ["A", "B", "C"],
      more: 2,
    });
    expect(cardTechnologies(["A", "B"])).toEqual({ shown: ["A", "B"], more: 0 });
  });
});
