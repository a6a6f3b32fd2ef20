/** A salary range read from a job's free-text salary_range, for structured data. */
export interface ParsedSalary {
  currency: "USD";
  minValue: number;
  maxValue: number;
  unitText: SalaryUnit;
}

/** The pay periods schema.org's QuantitativeValue.unitText takes for a salary. */
export type SalaryUnit = "HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR";

/** Any other currency named in the text: the amounts are not dollars, so nothing is claimed. */
const otherCurrency =
  /[€£¥₹₩₽₺₪]|\b(?:EUR|GBP|INR|CAD|AUD|NZD|JPY|CHF|SGD|HKD|MXN|BRL|AED|SAR|ZAR|SEK|NOK|DKK|PLN|LPA)\b|\b[A-Z]{1,3}\$|\blakhs?\b|\bcrores?\b/i;
/** '$' (or 'US$') not glued to another currency's letters ('C$', 'A$'), or the code USD. */
const dollarMarker = /(?:^|[^A-Za-z])\$|\bUS\$|\bUSD\b/;
/**
 * How a text names each pay period: a rate right after an amount ("$45 per hour", "$600 a day",
 * "$8,000/mo") or a word for the period anywhere ("hourly", "day rate", "per annum"). So
 * "40 hours a week" or "6-month contract" do not make a salary weekly or monthly.
 */
const afterAmount = String.raw`\d[kKmM]?\s*(?:USD|dollars)?\s*(?:\/\s*|per\s+|an?\s+|each\s+)`;
const unitPattern = (perWords: string, otherWords: string) =>
  new RegExp(String.raw`${afterAmount}(?:${perWords})\b|\b(?:${otherWords})\b`, "i");
const unitPatterns: ReadonlyArray<readonly [SalaryUnit, RegExp]> = [
  ["HOUR", unitPattern("hours?|hrs?|h", "hourly|hour(?:ly)? rate")],
  ["DAY", unitPattern("days?|d", "daily|day rate|per diem")],
  ["WEEK", unitPattern("weeks?|wk|w", "weekly|week(?:ly)? rate")],
  ["MONTH", unitPattern("months?|mo|mth", "monthly|month(?:ly)? rate")],
  ["YEAR", unitPattern("years?|yr|y|annum", "yearly|annual|annually|per annum|p\\.a")],
];

/** The pay period the text names first; a salary that names none is yearly. */
export function salaryUnit(text: string): SalaryUnit {
  let found: { unit: SalaryUnit; at: number } | null = null;
  for (const [unit, pattern] of unitPatterns) {
    const at = text.search(pattern);
    if (at !== -1 && (!found || at < found.at)) found = { unit, at };
  }
  return found?.unit ?? "YEAR";
}
const amount = /(\d[\d,]*(?:\.\d+)?)\s*([kKmM])?(?![\w])/g;

function toNumber(digits: string, suffix: string | undefined): number {
  const value = Number(digits.replace(/,/g, ""));
  if (!suffix) return value;
  return value * (suffix.toLowerCase() === "k" ? 1_000 : 1_000_000);
}

/**
 * Reads a US-dollar salary: '$120,000 - $150,000' (yearly), '$45 - $60 per hour' (hourly),
 * '$600 per day', '$2,000 a week', '$8,000/month', '$95k–$120k', 'USD 80,000 - 100,000',
 * '$140,000'. The period is the one the text names (salaryUnit), otherwise yearly. Anything not clearly in dollars ('€70k–€85k', 'C$90,000',
 * 'Competitive') gives null, so structured data never states a wrong currency.
 */
export function parseUsdSalary(text: string | null | undefined): ParsedSalary | null {
  if (!text) return null;
  if (otherCurrency.test(text.replace(/\bUS\$/g, "$")) || !dollarMarker.test(text)) return null;
  const numbers: Array<{ value: number; suffix?: string }> = [];
  for (const match of text.matchAll(amount)) {
    numbers.push({ value: Number((match[1] as string).replace(/,/g, "")), suffix: match[2] });
    if (numbers.length === 2) break;
  }
  const [first, second] = numbers;
  if (!first) return null;
  // '$95-120k': the suffix on the upper bound applies to the lower one too.
  const firstSuffix =
    first.suffix ?? (second?.suffix && first.value < 1000 ? second.suffix : undefined);
  const minValue = toNumber(String(first.value), firstSuffix);
  const maxValue = second ? toNumber(String(second.value), second.suffix) : minValue;
  if (!(minValue > 0) || !(maxValue >= minValue)) return null;
  return { currency: "USD", minValue, maxValue, unitText: salaryUnit(text) };
}
