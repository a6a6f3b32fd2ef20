import { describe, expect, it } from "vitest";
import { parseTerms, positiveWords, prefixQuery } from "./terms";

describe("parseTerms", () => {
  it("reads words, dropping stop words and case", () => {
    expect(parseTerms("How to deploy Kubernetes")).toEqual({
      alternatives: [["deploy", "kubernetes"]],
      excluded: [],
      usesOperators: false,
    });
  });

  it("reads quoted phrases, exclusions and or", () => {
    const terms = parseTerms('"server components" -vue react or Angular');
    expect(terms.alternatives).toEqual([["server", "components", "react"], ["angular"]]);
    expect(terms.excluded).toEqual(["vue"]);
    expect(terms.usesOperators).toBe(true);
    expect(positiveWords(terms)).toEqual(["server", "components", "react", "angular"]);
  });

  it("gives no alternatives for punctuation, stop words or exclusions only", () => {
    for (const text of ["", "!!!", '"', "the of", "-react", "or or", "&|!():*"]) {
      expect(parseTerms(text).alternatives, text).toEqual([]);
    }
  });

  it("folds accents and keeps letters of any script", () => {
    expect(parseTerms("Über 日本語 node.js").alternatives).toEqual([
      ["uber", "日本語", "node", "js"],
    ]);
  });
});

describe("prefixQuery", () => {
  it("makes the last word a prefix, also matching the stems its letters form", () => {
    expect(prefixQuery("kube")).toEqual({ words: "", prefix: "kube:* | kub" });
    expect(prefixQuery("Kotlin opera")).toEqual({
      words: "kotlin",
      prefix: "opera:* | oper | ope",
    });
    expect(prefixQuery("engineerin")?.prefix).toBe(
      "engineerin:* | engineeri | engineer | enginee | engine | engin",
    );
  });

  it("keeps accents (the english configuration does) and only letters and digits", () => {
    expect(prefixQuery("über's c++ caf")).toEqual({ words: "über & s & c", prefix: "caf:*" });
  });

  it("is off for operators, stop words, single letters and punctuation", () => {
    for (const text of [
      '"react"',
      "react -vue",
      "react or vue",
      "react the",
      "react k",
      "!!!",
      "",
    ]) {
      expect(prefixQuery(text), text).toBeNull();
    }
  });
});
