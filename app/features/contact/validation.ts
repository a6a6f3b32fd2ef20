import { type SupportTier, supportTiers } from "~/content/outsource";
import { isPitchPageType, type PitchPageType } from "~/content/pitches";
import { normalizeEmail } from "~/features/forms/email";
import { sitePagePath } from "~/features/forms/page-path";
import { contactLimits, contactTexts } from "./messages";
import { type ContactField, checkContactEntry, textOf } from "./rules";
import { serviceSlugPattern } from "./services";

/**
 * Where a message was written: the page, and for the enquiry dialog its pitch and the support
 * tier chosen on the outsource page. Only known values are kept; anything else is null.
 */
export interface EnquiryContext {
  page: string | null;
  pageType: PitchPageType | null;
  tier: SupportTier["name"] | null;
}

export interface ContactInput {
  name: string;
  email: string;
  company: string | null;
  service: string | null;
  message: string;
  context: EnquiryContext;
}

/** The enquiry's context from the form's hidden fields, keeping only known values. */
export function enquiryContextFrom(fields: Record<string, unknown>): EnquiryContext {
  const pageType = textOf(fields, "pageType");
  const tier = textOf(fields, "tier");
  return {
    page: sitePagePath(fields.page),
    pageType: isPitchPageType(pageType) ? pageType : null,
    tier: supportTiers.find((known) => known.name === tier)?.name ?? null,
  };
}

export type ContactValidation =
  | { ok: true; value: ContactInput }
  | {
      ok: false;
      problem: "required" | "invalid";
      error: string;
      fieldErrors: Partial<Record<ContactField, string>>;
    };

/**
 * The contact rules for POST /api/contact: the required fields first, then the lengths, the
 * service and the address (`checkContactEntry`'s, which the browser checks as well).
 */
export function validateContact(fields: Record<string, unknown>): ContactValidation {
  const entry = checkContactEntry(fields);
  if (entry?.toast === contactTexts.required) {
    const { fieldErrors, toast } = entry;
    return { ok: false, problem: "required", error: toast.description, fieldErrors };
  }
  const [name, company, service, message] = (
    ["name", "company", "service", "message"] as const
  ).map((field) => textOf(fields, field)) as [string, string, string, string];
  const invalid: Partial<Record<ContactField, string>> = {};
  if (name.length > contactLimits.name)
    invalid.name = `Please keep the name under ${contactLimits.name} characters.`;
  if (company.length > contactLimits.company)
    invalid.company = `Please keep the company under ${contactLimits.company} characters.`;
  if (message.length > contactLimits.message)
    invalid.message = `Please keep the message under ${contactLimits.message} characters.`;
  if (service && !serviceSlugPattern.test(service)) invalid.service = "Please choose a service.";
  Object.assign(invalid, entry?.fieldErrors);
  const error = invalid.email ?? Object.values(invalid)[0];
  if (error) return { ok: false, problem: "invalid", error, fieldErrors: invalid };
  return {
    ok: true,
    value: {
      name,
      email: normalizeEmail(textOf(fields, "email")),
      company: company || null,
      service: service || null,
      message,
      context: enquiryContextFrom(fields),
    },
  };
}
