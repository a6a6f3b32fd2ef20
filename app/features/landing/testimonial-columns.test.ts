import { describe, expect, it } from "vitest";
import { testimonials } from "~/content/landing/testimonials";
import { splitIntoColumns, testimonialColumns } from "./testimonial-columns";

describe("splitIntoColumns", () => {
  it("fills consecutive columns of the given sizes and ignores the rest", () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect(splitIntoColumns(items, [5, 5, 4, 3])).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [10, 11, 12, 13],
      [14, 15, 16],
    ]);
  });

  it("leaves the last columns short when there are too few items", () => {
    expect(splitIntoColumns([1, 2, 3], [2, 2, 2])).toEqual([[1, 2], [3], []]);
  });
});

describe("the landing page's testimonial columns", () => {
  it("scroll at 15, 19, 17 and 21 seconds and hold 5, 5, 4 and 3 of the first 17", () => {
    expect(testimonialColumns.map((column) => column.durationSeconds)).toEqual([15, 19, 17, 21]);
    const columns = splitIntoColumns(
      testimonials,
      testimonialColumns.map((column) => column.size),
    );
    expect(columns.map((column) => column.length)).toEqual([5, 5, 4, 3]);
    expect(columns.flat()).toEqual(testimonials.slice(0, 17));
  });

  it("has at least 17 complete testimonials", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(17);
    const names = new Set(testimonials.map((testimonial) => testimonial.name));
    expect(names.size).toBe(testimonials.length);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.role).toMatch(/, /);
      for (const field of ["text", "name", "projectType", "duration", "savings"] as const) {
        expect(testimonial[field].length).toBeGreaterThan(0);
      }
      expect(testimonial.image.initials).toMatch(/^[A-Z]{2}$/);
    }
  });
});
