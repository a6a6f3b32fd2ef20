import { type SupportTier, supportTiers } from "~/content/outsource";
import { isPitchPageType, type PitchPageType } from "~/content/pitches";
import { isValidEmail, normalizeEmail } from "~/features/forms/email";
import { sitePagePath } from "~/features/forms/page-path";
import { contactLimits, contactTexts } from "./messages";
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

export type ContactField = Exclude<keyof ContactInput, "context">;

const text = (fields: Record<string, unknown>, name: string) => {
  const value = fields[name];
  return typeof value === "string" ? value.trim() : "";
};

/** The enquiry's context from the form's hidden fields, keeping only known values. */
export function enquiryContextFrom(fields: Record<string, unknown>): EnquiryContext {
  const pageType = text(fields, "pageType");
  const tier = text(fields, "tier");
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

/** The contact rules, shared by the browser and POST /api/contact. */
export function validateContact(fields: Record<string, unknown>): ContactValidation {
  const name = text(fields, "name");
  const email = text(fields, "email");
  const message = text(fields, "message");
  const company = text(fields, "company");
  const service = text(fields, "service");

  const missing: Partial<Record<ContactField, string>> = {};
  if (!name) missing.name = contactTexts.fieldRequired.name;
  if (!email) missing.email = contactTexts.fieldRequired.email;
  if (!message) missing.message = contactTexts.fieldRequired.message;
  if (Object.keys(missing).length) {
    return {
      ok: false,
      problem: "required",
      error: contactTexts.required.description,
      fieldErrors: missing,
    };
  }
  const tooLong: Partial<Record<ContactField, string>> = {};
  if (name.length > contactLimits.name)
    tooLong.name = `Please keep the name under ${contactLimits.name} characters.`;
  if (company.length > contactLimits.company)
    tooLong.company = `Please keep the company under ${contactLimits.company} characters.`;
  if (message.length > contactLimits.message)
    tooLong.message = `Please keep the message under ${contactLimits.message} characters.`;
  if (service && !serviceSlugPattern.test(service)) tooLong.service = "Please choose a service.";
  if (!isValidEmail(email)) {
    tooLong.email = contactTexts.invalidEmail.description;
  }
  if (Object.keys(tooLong).length) {
    return {
      ok: false,
      problem: "invalid",
      error: tooLong.email ?? Object.values(tooLong)[0] ?? contactTexts.invalidEmail.description,
      fieldErrors: tooLong,
    };
  }
  return {
    ok: true,
    value: {
      name,
      email: normalizeEmail(email),
      company: company || null,
      service: service || null,
      message,
      context: enquiryContextFrom(fields),
    },
  };
}
