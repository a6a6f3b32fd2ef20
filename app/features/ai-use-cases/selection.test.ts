import { describe, expect, it } from "vitest";
import {
  arrowStep,
  caseHref,
  indexFromCaseParam,
  isEditable,
  nextIndex,
  ownsArrowKeys,
  previousIndex,
  stepIndex,
} from "./selection";

const keys = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };

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

  it("takes plain left and right arrows only", () => {
    expect(arrowStep({ ...keys, key: "ArrowLeft" })).toBe(-1);
    expect(arrowStep({ ...keys, key: "ArrowRight" })).toBe(1);
    expect(arrowStep({ ...keys, key: "ArrowUp" })).toBeNull();
    expect(arrowStep({ ...keys, key: "ArrowRight", altKey: true })).toBeNull();
    expect(arrowStep({ ...keys, key: "ArrowLeft", shiftKey: true })).toBeNull();
  });

  it("leaves arrows alone in fields that edit text or values", () => {
    expect(isEditable({ tagName: "INPUT" } as unknown as EventTarget)).toBe(true);
    expect(isEditable({ tagName: "textarea" } as unknown as EventTarget)).toBe(true);
    expect(isEditable({ tagName: "SELECT" } as unknown as EventTarget)).toBe(true);
    expect(isEditable({ tagName: "DIV", isContentEditable: true } as unknown as EventTarget)).toBe(
      true,
    );
    expect(isEditable({ tagName: "BUTTON" } as unknown as EventTarget)).toBe(false);
    expect(isEditable(null)).toBe(false);
  });

  it("leaves arrows to widgets that use them and to dialogs", () => {
    const inside = (selector: string) =>
      ({
        tagName: "BUTTON",
        closest: (query: string) => (query.split(",").includes(selector) ? {} : null),
      }) as unknown as EventTarget;
    expect(ownsArrowKeys(inside('[role="tablist"]'))).toBe(true);
    expect(ownsArrowKeys(inside('[role="dialog"]'))).toBe(true);
    expect(ownsArrowKeys(inside("video"))).toBe(true);
    expect(ownsArrowKeys(inside("main"))).toBe(false);
    expect(ownsArrowKeys({ tagName: "INPUT" } as unknown as EventTarget)).toBe(true);
    expect(ownsArrowKeys(null)).toBe(false);
  });
});
