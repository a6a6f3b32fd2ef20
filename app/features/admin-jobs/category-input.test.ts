import { describe, expect, it } from "vitest";
import { parseCategoryForm } from "./category-input";

/** The checked category, or the errors per field. */
function outcomeOf(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const submission = parseCategoryForm(data);
  return submission.status === "success" ? submission.value : submission.error;
}

describe("category input", () => {
  it("tidies the name, empties an empty description and lowercases the colour", () => {
    expect(outcomeOf({ name: "  Cloud   & DevOps ", description: " ", color: "#0891B2" })).toEqual({
      name: "Cloud & DevOps",
      description: null,
      color: "#0891b2",
    });
  });

  it("needs a name with letters or digits and a #rrggbb colour", () => {
    for (const name of ["", " "]) {
      expect(outcomeOf({ name, description: "", color: "#123456" })).toEqual({
        name: ["Please enter a name."],
      });
    }
    expect(outcomeOf({ name: "!!", color: "red" })).toEqual({
      name: ["The name needs letters or digits."],
      color: ["Please choose a colour (#rrggbb)."],
    });
    expect(outcomeOf({ name: "Data" })).toEqual({
      color: ["Please choose a colour (#rrggbb)."],
    });
  });
});
