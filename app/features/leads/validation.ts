import { type ConsentPreferences, parseConsent } from "~/features/consent/consent";
import { emailProblem, normalizeEmail } from "~/features/forms/email";
import { sitePagePath } from "~/features/forms/page-path";
import { leadTexts } from "./messages";

/** Where a lead came from: a lower-case slug such as "landing-page" or "services-hero". */
export const leadSourcePattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

export interface LeadInput {
  email: string;
  source: string;
  consent: ConsentPreferences | null;
  /** The site path the form was sent from; null when not given or not a path on this site. */
  page: string | null;
}

export type LeadProblem = "required" | "invalid" | "businessEmail" | "source";

/**
 * The endpoints' answer to a free-mail address (server only: the browser shows its own text,
 * `leadTexts.businessEmail`); the forms look for 'company email' in it (`leadFailure`).
 */
const businessEmailError =
  "Please use your company email address. Free email providers are not accepted.";

export type LeadValidation =
  | { ok: true; value: LeadInput }
  | { ok: false; problem: LeadProblem; error: string };

/**
 * The lead rules shared by /api/leads and /api/subscribe: an address is required and must match
 * the spec's pattern; `isBusinessEmail` (server only: the provider list is large) adds the
 * business-email rule, whose message contains 'company email'.
 */
export function validateLead(
  fields: Record<string, unknown>,
  { isBusinessEmail }: { isBusinessEmail?: (email: string) => boolean } = {},
): LeadValidation {
  const rawEmail = typeof fields.email === "string" ? fields.email.trim() : "";
  const addressProblem = emailProblem(rawEmail);
  if (addressProblem) {
    return { ok: false, problem: addressProblem, error: leadTexts[addressProblem].description };
  }
  const source = typeof fields.source === "string" ? fields.source.trim() : "";
  if (!leadSourcePattern.test(source)) {
    return {
      ok: false,
      problem: "source",
      error: "source is required: a lower-case slug such as services-hero.",
    };
  }
  const email = normalizeEmail(rawEmail);
  if (isBusinessEmail && !isBusinessEmail(email)) {
    return { ok: false, problem: "businessEmail", error: businessEmailError };
  }
  const consent =
    fields.consent === undefined || fields.consent === "" ? null : parseConsent(fields.consent);
  return { ok: true, value: { email, source, consent, page: sitePagePath(fields.page) } };
}
