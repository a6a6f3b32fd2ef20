import { describe, expect, it } from "vitest";
import { parseUsdSalary } from "./salary";

describe("parseUsdSalary", () => {
  it.each([
    ["$120,000 - $150,000", 120_000, 150_000, "YEAR"],
    ["$45 - $60 per hour", 45, 60, "HOUR"],
    ["$95k–$120k", 95_000, 120_000, "YEAR"],
    ["$95-120k", 95_000, 120_000, "YEAR"],
    ["USD 80,000 - 100,000", 80_000, 100_000, "YEAR"],
    ["US$70,000 – US$90,000", 70_000, 90_000, "YEAR"],
    ["$140,000", 140_000, 140_000, "YEAR"],
    ["$25/hour", 25, 25, "HOUR"],
    ["$30 - $40 /hr", 30, 40, "HOUR"],
    ["$55 - $75 hourly", 55, 75, "HOUR"],
    ["$140,000 - $170,000 + equity", 140_000, 170_000, "YEAR"],
    ["$1.2M - $1.5M", 1_200_000, 1_500_000, "YEAR"],
  ] as const)("reads %s", (text, minValue, maxValue, unitText) => {
    expect(parseUsdSalary(text)).toEqual({ currency: "USD", minValue, maxValue, unitText });
  });

  it.each([
    "€70k–€85k",
    "£55,000 - £65,000",
    "₹8 - 12 LPA",
    "CAD 90,000 - 110,000",
    "C$90,000 - C$110,000",
    "A$120k",
    "Competitive",
    "Depends on experience",
    "",
    null,
    undefined,
    "$150,000 - $120,000",
    "$0",
  ])("refuses %s", (text) => {
    expect(parseUsdSalary(text)).toBeNull();
  });
});
