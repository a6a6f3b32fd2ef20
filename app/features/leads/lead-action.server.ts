import { site } from "~/content/site";
import { isHoneypotFilled } from "~/features/forms/honeypot";
import {
  admitSubmission,
  respondFailure,
  respondSuccess,
  type Submission,
  textField,
} from "~/features/forms/submission.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { clientAddressOf, hashClientAddress } from "~/lib/rate-limit.server";
import { isBusinessEmail } from "./business-email.server";
import { recordLead } from "./leads.server";
import { leadTexts } from "./messages";
import { type LeadProblem, validateLead } from "./validation";

const problemStatus: Record<LeadProblem, number> = {
  required: 422,
  invalid: 422,
  businessEmail: 422,
  source: 400,
};

const problemToast: Record<LeadProblem, { title: string; description: string }> = {
  required: leadTexts.required,
  invalid: leadTexts.invalid,
  businessEmail: leadTexts.businessEmail,
  source: leadTexts.failed,
};

export interface LeadEndpointOptions {
  /** Rate-limit bucket: "lead" for the hero forms, "subscribe" for POST /api/subscribe. */
  bucket: "lead" | "subscribe";
  /** POST /api/subscribe takes JSON only. */
  jsonOnly?: boolean;
  /** Source used when the body names none (the hero form always sends one). */
  defaultSource?: string;
}

function productName(submission: Submission) {
  const name = textField(submission.fields, "productName");
  return name && name.length <= 80 ? name : site.name;
}

/**
 * POST /api/leads and POST /api/subscribe: rate limit, honeypot, validation (with the
 * business-email rule), then the lead and its welcome email in one transaction.
 */
export async function handleLeadRequest(request: Request, options: LeadEndpointOptions) {
  const submission = await admitSubmission(request, options);
  if (submission instanceof Response) return submission;
  const success = leadTexts.success(productName(submission));
  // A filled honeypot is a bot: answer like a success and keep nothing.
  if (isHoneypotFilled(submission.fields.website)) return respondSuccess(submission, success);

  const fields = { ...submission.fields };
  if (options.defaultSource && !textField(fields, "source")) fields.source = options.defaultSource;
  const validation = validateLead(fields, { isBusinessEmail });
  if (!validation.ok) {
    return respondFailure(submission, {
      status: problemStatus[validation.problem],
      error: validation.error,
      toast: problemToast[validation.problem],
      fieldErrors: validation.problem === "source" ? undefined : { email: validation.error },
      form: { id: "lead", values: { email: textField(fields, "email").slice(0, 254) } },
    });
  }
  await withDbRetry(() =>
    recordLead(getDb(), {
      ...validation.value,
      ipHash: hashClientAddress(clientAddressOf(request)),
      userAgent: request.headers.get("user-agent") ?? undefined,
    }),
  );
  return respondSuccess(submission, success);
}
