import { describe, expect, it } from "vitest";
import { tagAngles } from "./orbit-layout";

describe("tagAngles", () => {
  it("spaces the tags evenly from the orbit's offset", () => {
    expect(tagAngles(0, 4)).toEqual([0, 90, 180, 270]);
    expect(tagAngles(55, 4)).toEqual([55, 145, 235, 325]);
    expect(tagAngles(300, 3)).toEqual([300, 60, 180]);
  });
});
