import { data } from "react-router";
import { recordContactMessage } from "~/features/contact/contact.server";
import { honeypotFieldName, isHoneypotFilled } from "~/features/forms/honeypot";
import { cleanForm } from "~/features/forms/read-form.server";
import { maxFormBytes } from "~/features/forms/submission.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { redirectWithFlash } from "~/lib/flash.server";
import {
  clientAddressOf,
  hashClientAddress,
  limitRequest,
  tooManyRequestsMessage,
} from "~/lib/rate-limit.server";
import { formatEnquiryMessage } from "./options";
import type { CustomEnquiryResult } from "./result";
import { enhancedField } from "./result";
import { enquiryFieldsFrom, validateCustomEnquiry } from "./schema";
import {
  customEnquiryPage,
  customEnquirySectionId,
  customEnquiryService,
  customEnquiryTexts,
} from "./texts";

function failure(
  status: number,
  error: string,
  extra: Omit<Extract<CustomEnquiryResult, { ok: false }>, "ok" | "status" | "error"> = {},
  headers?: HeadersInit,
) {
  const result: CustomEnquiryResult = { ok: false, status, error, ...extra };
  return data(result, { status, headers });
}

/**
 * The custom e-commerce development enquiry (POST to /products/ecommerce-blueprint without
 * JavaScript, to /api/custom-enquiry with it): the contact
 * endpoint's rate limit and honeypot, the enquiry's schema, then a contact message with the service
 * custom-ecommerce-development and the formatted message, stored with its two outbox emails (the
 * inbox notification and the sender's confirmation) like any contact message.
 * A form with JavaScript gets data; a plain form post is redirected back with a flash toast.
 */
export async function handleCustomEnquiry(request: Request) {
  const returnPath = `${customEnquiryPage}#${customEnquirySectionId}`;
  if (Number(request.headers.get("content-length") ?? 0) > maxFormBytes) {
    return failure(413, "The request is too large.");
  }
  const limit = await withDbRetry(() => limitRequest("contact", request));
  let form: FormData;
  try {
    form = cleanForm(await request.formData());
  } catch {
    return failure(400, "The form could not be read.");
  }
  const fields = enquiryFieldsFrom(form);
  const values = fields as Extract<CustomEnquiryResult, { ok: false }>["values"];
  const enhanced = form.get(enhancedField) === "1";
  if (!limit.allowed) {
    return failure(
      429,
      tooManyRequestsMessage,
      { values },
      { "Retry-After": String(limit.retryAfter) },
    );
  }
  const succeed = () =>
    enhanced
      ? ({ ok: true } satisfies CustomEnquiryResult)
      : redirectWithFlash(returnPath, { type: "success", ...customEnquiryTexts.success });
  if (isHoneypotFilled(form.get(honeypotFieldName))) return succeed();

  const validation = validateCustomEnquiry(fields);
  if (!validation.ok) {
    return failure(422, "Please check the highlighted fields.", {
      fieldErrors: validation.fieldErrors,
      values,
    });
  }
  const enquiry = validation.value;
  await withDbRetry(() =>
    recordContactMessage(getDb(), {
      name: enquiry.name,
      email: enquiry.email,
      company: enquiry.company || null,
      service: customEnquiryService,
      message: formatEnquiryMessage(enquiry),
      context: { page: new URL(returnPath, request.url).pathname, pageType: null, tier: null },
      source: "Custom e-commerce enquiry",
      ipHash: hashClientAddress(clientAddressOf(request)),
    }),
  );
  return succeed();
}
