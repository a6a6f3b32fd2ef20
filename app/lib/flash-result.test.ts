import { describe, expect, it } from "vitest";
import { flashedResult } from "./flash-result";

describe("flashedResult", () => {
  const rootData = {
    toast: {
      type: "error",
      title: "Validation Error",
      form: {
        id: "contact",
        fieldErrors: { message: "Please enter your message." },
        values: { name: "Ada" },
      },
    },
  };

  it("gives the form's flash as Conform's result: the values and each field's message", () => {
    expect(flashedResult(rootData, "contact")).toEqual({
      status: "error",
      initialValue: { name: "Ada" },
      error: { message: ["Please enter your message."] },
    });
  });

  it("gives nothing for another form's flash, a flash without a form, or none", () => {
    expect(flashedResult(rootData, "lead")).toBeUndefined();
    expect(flashedResult({ toast: { type: "success", title: "Sent" } }, "contact")).toBeUndefined();
    expect(flashedResult({ toast: null }, "contact")).toBeUndefined();
    expect(flashedResult(undefined, "contact")).toBeUndefined();
  });
});
