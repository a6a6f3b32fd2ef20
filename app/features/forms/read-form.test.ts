import { describe, expect, it } from "vitest";
import { cleanForm, cleanText } from "./read-form.server";

describe("form text as it was typed", () => {
  it("turns the CRLF line breaks a browser sends for a textarea into \\n, and drops U+0000", () => {
    expect(cleanText("Dear team,\r\nI build engines.\rBye\u0000")).toBe(
      "Dear team,\nI build engines.\nBye",
    );
    expect(cleanText(42)).toBe(42);
  });

  it("cleans every text field of a form and leaves files alone", async () => {
    const form = new FormData();
    form.append("cover_letter", "a\r\nb");
    form.append("resume", new File(["%PDF\r\n"], "cv.pdf", { type: "application/pdf" }));
    const clean = cleanForm(form);
    expect(clean.get("cover_letter")).toBe("a\nb");
    expect(await (clean.get("resume") as File).text()).toBe("%PDF\r\n");
  });
});
