export type CsvValue = string | number | boolean | Date | null | undefined;

/** Characters that make spreadsheets read a cell as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell, RFC 4180 style: quoted when it holds a quote, comma or line break. Text that a
 * spreadsheet would run as a formula gets a leading single quote.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
