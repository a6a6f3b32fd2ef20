import { describe, expect, it } from "vitest";
import { parseUsdSalary, salaryUnit } from "./salary";

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
    ["$600 - $800 per day", 600, 800, "DAY"],
    ["$2,000 a week", 2_000, 2_000, "WEEK"],
    ["$8,000 - $9,500/month", 8_000, 9_500, "MONTH"],
    ["USD 6,000 monthly", 6_000, 6_000, "MONTH"],
    ["$110k per year", 110_000, 110_000, "YEAR"],
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

describe("salaryUnit", () => {
  it.each([
    ["$45 per hour", "HOUR"],
    ["$45/hr", "HOUR"],
    ["$45 an hour", "HOUR"],
    ["Hourly: $45 - $60", "HOUR"],
    ["$600 per day", "DAY"],
    ["$600/d", "DAY"],
    ["Day rate $600", "DAY"],
    ["$550 daily", "DAY"],
    ["$2,000 per week", "WEEK"],
    ["$2,000/wk", "WEEK"],
    ["$2,000 weekly", "WEEK"],
    ["$8,000 per month", "MONTH"],
    ["$8,000/mo", "MONTH"],
    ["$8,000 a month", "MONTH"],
    ["$8,000 monthly + equipment", "MONTH"],
    ["$120,000 per year", "YEAR"],
    ["$120k/yr", "YEAR"],
    ["$120,000 per annum", "YEAR"],
    ["$120,000 annual", "YEAR"],
    ["$120,000 - $150,000", "YEAR"],
  ] as const)("reads %s as %s", (text, unit) => {
    expect(salaryUnit(text)).toBe(unit);
  });

  it("takes the period the pay is quoted in, not other periods the text mentions", () => {
    expect(salaryUnit("$8,000/month, plus an annual bonus")).toBe("MONTH");
    expect(salaryUnit("$100,000, 40 hours a week")).toBe("YEAR");
    expect(salaryUnit("6-month contract, $90 - $110 per hour")).toBe("HOUR");
  });
});
