import { describe, expect, it } from "vitest";
import { countOf, pluralWord } from "./plural";

describe("plurals", () => {
  it("uses the singular for exactly one only", () => {
    expect(countOf(1, "application")).toBe("1 application");
    expect(countOf(0, "application")).toBe("0 applications");
    expect(countOf(2, "application")).toBe("2 applications");
    expect(countOf(1.5, "day")).toBe("1.5 days");
  });

  it("takes an irregular plural", () => {
    expect(countOf(3, "entry", "entries")).toBe("3 entries");
    expect(pluralWord(1, "entry", "entries")).toBe("entry");
  });
});
