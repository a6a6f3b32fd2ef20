import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slugify";
import { matchTag, tagKey, typoBudget } from "./matching";

const known = (tag: string, count = 1) => ({ tag, slug: slugify(tag), count });

const tags = [
  known("React", 12),
  known("React Native", 4),
  known("Kubernetes", 6),
  known("Node.js", 9),
  known("Machine Learning", 7),
  known("Python", 10),
  known("C#", 3),
  known("C++", 2),
  known("Go", 5),
  known("AWS", 8),
  known("Café Culture", 1),
];

const match = (input: string) => {
  const result = matchTag(input, tags);
  return result ? [result.tag.tag, result.kind] : null;
};

describe("tagKey", () => {
  it("ignores case, separators and accents but keeps meaningful symbols", () => {
    expect(tagKey("Machine-Learning")).toBe("machinelearning");
    expect(tagKey("machine_learning")).toBe("machinelearning");
    expect(tagKey(" Machine  Learning ")).toBe("machinelearning");
    expect(tagKey("Node.js")).toBe("nodejs");
    expect(tagKey("Café")).toBe("cafe");
    expect(tagKey("C#")).not.toBe(tagKey("C++"));
  });
});

describe("typoBudget", () => {
  it("allows no typo up to 3 characters, 1 up to 5, 2 from 6", () => {
    expect(typoBudget("aws")).toBe(0);
    expect(typoBudget("java")).toBe(1);
    expect(typoBudget("react")).toBe(1);
    expect(typoBudget("python")).toBe(2);
  });
});

describe("matchTag", () => {
  it("finds the tag whose slug the URL holds as exact", () => {
    expect(match("react")).toEqual(["React", "exact"]);
    expect(match("node-js")).toEqual(["Node.js", "exact"]);
    expect(match("c-sharp")).toEqual(["C#", "exact"]);
  });

  it("matches other case as normalised", () => {
    expect(match("React")).toEqual(["React", "normalised"]);
    expect(match("REACT")).toEqual(["React", "normalised"]);
    expect(match("aws")).toEqual(["AWS", "exact"]);
    expect(match("Aws")).toEqual(["AWS", "normalised"]);
  });

  it("ignores spaces, hyphens, underscores and dots", () => {
    expect(match("node js")).toEqual(["Node.js", "normalised"]);
    expect(match("nodejs")).toEqual(["Node.js", "normalised"]);
    expect(match("Node.js")).toEqual(["Node.js", "normalised"]);
    expect(match("Machine-Learning")).toEqual(["Machine Learning", "normalised"]);
    expect(match("machine_learning")).toEqual(["Machine Learning", "normalised"]);
    expect(match("machine.learning")).toEqual(["Machine Learning", "normalised"]);
    expect(match("react-native")).toEqual(["React Native", "exact"]);
    expect(match("ReactNative")).toEqual(["React Native", "normalised"]);
  });

  it("ignores accents both ways", () => {
    expect(match("Pythön")).toEqual(["Python", "normalised"]);
    expect(match("cafe culture")).toEqual(["Café Culture", "normalised"]);
  });

  it("forgives small typos", () => {
    expect(match("Reactt")).toEqual(["React", "typo"]);
    expect(match("raect")).toBeNull(); // a swap is two edits: more than a 5-letter tag allows
    expect(match("reat")).toEqual(["React", "typo"]);
    expect(match("kubernets")).toEqual(["Kubernetes", "typo"]);
    expect(match("kubernetis")).toEqual(["Kubernetes", "typo"]);
    expect(match("Machine Lerning")).toEqual(["Machine Learning", "typo"]);
    expect(match("pyhton")).toEqual(["Python", "typo"]);
  });

  it("does not stretch short tags or far-off words", () => {
    expect(match("Ga")).toBeNull();
    expect(match("AWX")).toBeNull();
    expect(match("kubectl")).toBeNull();
    expect(match("Angular")).toBeNull();
    expect(match("")).toBeNull();
    expect(match("!!!")).toBeNull();
  });

  it("prefers the closer tag, then the tag with more content", () => {
    const rivals = [known("Rust", 2), known("Rest", 9), known("Ruby", 4)];
    // 'Rast' is one edit from both Rust and Rest: the bigger tag wins.
    expect(matchTag("Rast", rivals)?.tag.tag).toBe("Rest");
    // 'Rusty' is one edit from Rust, two from Rest.
    expect(matchTag("Rusty", rivals)?.tag.tag).toBe("Rust");
  });

  it("prefers the bigger tag when two spellings normalise alike", () => {
    const twins = [known("Nodejs", 1), known("Node.js", 5)];
    expect(matchTag("NODE JS", twins)?.tag.tag).toBe("Node.js");
  });
});
