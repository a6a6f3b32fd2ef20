import { describe, expect, it } from "vitest";
import { parseCategoryInput } from "./category-input";

describe("category input", () => {
  it("tidies the name, empties an empty description and lowercases the colour", () => {
    expect(
      parseCategoryInput({ name: "  Cloud   & DevOps ", description: " ", color: "#0891B2" }),
    ).toEqual({
      ok: true,
      category: { name: "Cloud & DevOps", description: null, color: "#0891b2" },
    });
  });

  it("needs a name with letters or digits and a #rrggbb colour", () => {
    expect(parseCategoryInput({ name: " ", description: "", color: "#123456" })).toEqual({
      ok: false,
      fieldErrors: { name: "Please enter a name." },
    });
    expect(parseCategoryInput({ name: "!!", description: "", color: "red" })).toEqual({
      ok: false,
      fieldErrors: {
        name: "The name needs letters or digits.",
        color: "Please choose a colour (#rrggbb).",
      },
    });
  });
});
