/** Browser error reports (POST /api/client-errors): limits shared by the page and the server. */
export const clientErrorLimits = {
  endpoint: "/api/client-errors",
  maxBodyBytes: 8 * 1024,
  maxMessage: 500,
  maxStack: 4000,
  maxPath: 300,
  /** Reports one page load sends at most; the same error is sent once. */
  perPageLoad: 5,
} as const;

export type ClientErrorKind = "render" | "route";

const queryInUrl = /(https?:\/\/[^\s?#()'"]+)[?#][^\s()'"]*/g;
const emailAddress = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/**
 * Keeps a report to what helps find the fault: query strings and fragments (which may hold search
 * words, tokens or addresses) go, and so does anything that looks like an email address.
 */
export function scrubReportText(text: string, maxLength: number): string {
  return text.replace(queryInUrl, "$1").replace(emailAddress, "[email]").slice(0, maxLength);
}
