import { isHoneypotFilled } from "~/features/forms/honeypot";
import {
  admitSubmission,
  respondFailure,
  respondSuccess,
  textField,
} from "~/features/forms/submission.server";
import { getDb, withDbRetry } from "~/lib/db.server";
import { clientAddressOf, hashClientAddress } from "~/lib/rate-limit.server";
import { recordContactMessage } from "./contact.server";
import { contactLimits, contactTexts } from "./messages";
import { validateContact } from "./validation";

/** What a plain form post is sent back with, so nothing typed is lost (the message clipped). */
function typedValues(fields: Record<string, unknown>) {
  return {
    name: textField(fields, "name").slice(0, contactLimits.name),
    email: textField(fields, "email").slice(0, 254),
    company: textField(fields, "company").slice(0, contactLimits.company),
    service: textField(fields, "service").slice(0, 64),
    message: textField(fields, "message").slice(0, 1500),
  };
}

/** POST /api/contact: rate limit, honeypot, validation, then the message and both emails. */
export async function handleContactRequest(request: Request) {
  const submission = await admitSubmission(request, {
    bucket: "contact",
    form: (fields) => ({ id: "contact", values: typedValues(fields) }),
  });
  if (submission instanceof Response) return submission;
  if (isHoneypotFilled(submission.fields.website)) {
    return respondSuccess(submission, contactTexts.success);
  }
  const validation = validateContact(submission.fields);
  if (!validation.ok) {
    return respondFailure(submission, {
      status: 422,
      error: validation.error,
      toast:
        validation.problem === "required"
          ? contactTexts.required
          : validation.fieldErrors.email
            ? contactTexts.invalidEmail
            : { title: contactTexts.failed.title, description: validation.error },
      fieldErrors: validation.fieldErrors,
      form: { id: "contact", values: typedValues(submission.fields) },
    });
  }
  await withDbRetry(() =>
    recordContactMessage(getDb(), {
      ...validation.value,
      ipHash: hashClientAddress(clientAddressOf(request)),
    }),
  );
  return respondSuccess(submission, contactTexts.success);
}
