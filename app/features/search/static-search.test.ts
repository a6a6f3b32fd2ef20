import { describe, expect, it } from "vitest";
import { products } from "~/content/products";
import { services } from "~/content/services";
import { markStop as E, plainText, markStart as S } from "./highlight";
import { searchStatic } from "./static-search";
import { parseTerms } from "./terms";

const find = (kind: Parameters<typeof searchStatic>[0], text: string, limit = 50) =>
  searchStatic(kind, parseTerms(text), { limit });
const titles = (result: ReturnType<typeof find>) => result.hits.map((hit) => plainText(hit.title));

describe("in-memory search of services, products and technologies", () => {
  it("matches word prefixes of every query word, ignoring case", () => {
    const result = find("services", "WEB dev");
    expect(titles(result)[0]).toBe("Web Development");
    expect(find("services", "kube").hits.map((hit) => hit.id)).toContain("cloud-devops");
    expect(find("services", "zzzz").total).toBe(0);
    // Every word must match: "web" matches, "kubernetes" does not in the same service.
    expect(find("services", "web kubernetes").hits.map((hit) => hit.id)).not.toContain(
      "web-development",
    );
  });

  it("ranks title hits above technology and description hits", () => {
    const result = find("services", "mobile");
    expect(result.hits[0]?.id).toBe("mobile-development");
    const ranks = result.hits.map((hit) => hit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(ranks.every((rank) => rank > 0 && rank < 1)).toBe(true);
    expect(result.hits[0]?.rank).toBeGreaterThan(result.hits[1]?.rank ?? 1);
  });

  it("marks matched words in title, snippet and matching technologies", () => {
    const [hit] = find("services", "react").hits;
    expect(hit?.id).toBe("web-development");
    expect(hit?.tags).toContain(`${S}React${E}`);
    expect(hit?.url).toBe("/services/web-development");
    const lockboxy = find("products", "lockbox").hits[0];
    expect(lockboxy?.title).toBe(`${S}Lockboxy${E}`);
    expect(lockboxy?.url).toBe("/products/lockboxy");
    const pii = find("products", "masking").hits[0];
    expect(pii?.snippet).toContain(`PII ${S}masking${E}`);
  });

  it("finds technologies by name and links to their tag pages", () => {
    const [hit] = find("technologies", "node.js").hits;
    expect(plainText(hit?.title ?? "")).toBe("Node.js");
    expect(hit?.url).toBe("/tags/node-js");
    const tailwind = find("technologies", "tailwind css").hits[0];
    expect(tailwind?.url).toBe("/tags/tailwind-css");
  });

  it("reads the technology catalogue: descriptions, categories and other names", () => {
    const [flutter] = find("technologies", "flutter").hits;
    expect(flutter?.snippet).toContain("Dart codebase");
    expect(flutter?.details).toEqual(["Framework"]);
    const kafka = find("technologies", "kafka").hits.find((hit) => hit.id === "Apache Kafka");
    expect(kafka?.tags).toEqual([`${S}Kafka${E}`]);
    expect(find("technologies", "protocol").total).toBeGreaterThan(3);
  });

  it("honours exclusions and alternatives", () => {
    expect(find("products", "lockboxy or suchify").total).toBe(2);
    expect(find("products", "store -suchify").hits.map((hit) => hit.id)).not.toContain("suchify");
  });

  it("finds nothing for empty, punctuation-only or exclusion-only text", () => {
    for (const text of ["", "!!!", "-react", "the"]) expect(find("services", text).total).toBe(0);
  });

  it("pages with limit and offset and counts every match", () => {
    const all = find("technologies", "s");
    const page = searchStatic("technologies", parseTerms("s"), { limit: 3, offset: 3 });
    expect(page.total).toBe(all.total);
    expect(page.hits.map((hit) => hit.id)).toEqual(all.hits.slice(3, 6).map((hit) => hit.id));
  });

  it("covers all the content", () => {
    expect(find("services", services[0].title).total).toBeGreaterThan(0);
    for (const product of products) {
      expect(find("products", product.title).hits[0]?.id).toBe(product.slug);
    }
  });
});
