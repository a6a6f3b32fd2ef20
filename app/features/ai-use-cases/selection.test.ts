import { describe, expect, it } from "vitest";
import {
  caseHref,
  indexFromCaseParam,
  nextIndex,
  positionLabel,
  previousIndex,
  stepIndex,
} from "./selection";

describe("use-case selection", () => {
  it("moves to the next and previous index, wrapping at both ends", () => {
    expect(nextIndex(0, 15)).toBe(1);
    expect(nextIndex(14, 15)).toBe(0);
    expect(previousIndex(5, 15)).toBe(4);
    expect(previousIndex(0, 15)).toBe(14);
  });

  it("wraps steps of any size and survives an empty list", () => {
    expect(stepIndex(13, 3, 15)).toBe(1);
    expect(stepIndex(1, -3, 15)).toBe(13);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it("reads ?case= as a 1-based number, falling back to the first", () => {
    expect(indexFromCaseParam("1", 15)).toBe(0);
    expect(indexFromCaseParam("15", 15)).toBe(14);
    expect(indexFromCaseParam(" 7 ", 15)).toBe(6);
    for (const value of [null, undefined, "", "0", "16", "-2", "2.5", "abc", "1e1", "9999"]) {
      expect(indexFromCaseParam(value, 15), String(value)).toBe(0);
    }
  });

  it("links each case to its detail", () => {
    expect(caseHref(2)).toBe("?case=3#use-case-detail");
  });

  it("labels the position as the spec writes it", () => {
    expect(positionLabel(0, 15)).toBe("Use Case 1 of 15");
    expect(positionLabel(14, 15)).toBe("Use Case 15 of 15");
  });
});
