import { describe, expect, it } from "vitest";
import { parseCategoryForm } from "./category-input";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const errorsOf = (fields: Record<string, string>) => parseCategoryForm(form(fields)).reply().error;

describe("the category form (jobs and posts)", () => {
  it("tidies the name, lowercases the colour and reads no description as null", () => {
    const submission = parseCategoryForm(
      form({ name: "  Cloud   & DevOps ", color: "#0891B2", description: " " }),
    );
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Cloud & DevOps",
      color: "#0891b2",
      description: null,
    });
  });

  it("takes a category without a colour (shown in the default grey)", () => {
    const submission = parseCategoryForm(form({ name: "Data" }));
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Data",
      color: null,
      description: null,
    });
  });

  it("gives each field one message", () => {
    expect(errorsOf({ name: " ", color: "red", description: "" })).toEqual({
      name: ["Enter a name."],
      color: ["Use a colour like #2563eb."],
    });
    expect(errorsOf({ name: "" })).toEqual({ name: ["Enter a name."] });
    expect(errorsOf({ name: "x".repeat(80) })).toBeUndefined();
    expect(errorsOf({ name: "x".repeat(81) })).toEqual({
      name: ["Name must be at most 80 characters."],
    });
    expect(errorsOf({ name: "!!!" })).toEqual({
      name: ["The name needs at least one letter or digit."],
    });
    expect(errorsOf({ name: "Data", description: "x".repeat(500) })).toBeUndefined();
    expect(errorsOf({ name: "Data", description: "x".repeat(501) })).toEqual({
      description: ["Description must be at most 500 characters."],
    });
  });
});
