import { describe, expect, it } from "vitest";
import { arrowStep, isEditable, ownsArrowKeys } from "./arrow-keys";

const keys = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };

describe("use-case arrow keys", () => {
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
    expect(ownsArrowKeys(inside("dialog"))).toBe(true);
    expect(ownsArrowKeys(inside("video"))).toBe(true);
    expect(ownsArrowKeys(inside("main"))).toBe(false);
    expect(ownsArrowKeys({ tagName: "INPUT" } as unknown as EventTarget)).toBe(true);
    expect(ownsArrowKeys(null)).toBe(false);
  });
});
