import { withDbRetry } from "~/lib/db.server";
import type { FlashForm, FlashToast } from "~/lib/flash";
import { redirectWithFlash } from "~/lib/flash.server";
import {
  limitRequest,
  type RateLimitBucket,
  tooManyRequests,
  tooManyRequestsMessage,
} from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/theme.server";
import { cleanText } from "./read-form.server";

/** A parsed POST to one of the public form endpoints. */
export interface Submission {
  fields: Record<string, unknown>;
  /** Answer with JSON (scripts, the forms with JavaScript) instead of redirecting. */
  json: boolean;
  /** Where a plain form post (no JavaScript) is sent back to. */
  redirectTo: string;
}

export const maxFormBytes = 32 * 1024;

export function jsonError(status: number, error: string, extra?: Record<string, unknown>) {
  return Response.json({ ok: false, error, ...extra }, { status });
}

function isJsonType(value: string | null) {
  return /^application\/([\w.+-]+\+)?json\b/i.test(value ?? "");
}

function isFormType(value: string | null) {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(value ?? "");
}

/** The page a plain form post came from: its `redirectTo` field, else a same-origin Referer. */
function returnPath(request: Request, fields: Record<string, unknown>): string {
  if (typeof fields.redirectTo === "string") return safeRedirectPath(fields.redirectTo);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(request.url).origin) {
        return safeRedirectPath(`${url.pathname}${url.search}`);
      }
    } catch {
      // not a URL
    }
  }
  return "/";
}

/**
 * Reads a JSON or form body (up to `maxBytes`). Answers 413, 415 or 400 itself as a Response.
 * JSON bodies, and form posts that accept JSON (the forms with JavaScript), get JSON answers.
 */
export async function readSubmission(
  request: Request,
  { maxBytes = maxFormBytes, jsonOnly = false } = {},
): Promise<Submission | Response> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return jsonError(413, "The request is too large.");
  const type = request.headers.get("content-type");
  if (isJsonType(type)) {
    const text = await request.text();
    if (Buffer.byteLength(text) > maxBytes) return jsonError(413, "The request is too large.");
    let body: unknown;
    try {
      body = JSON.parse(text, (_key, value) => cleanText(value));
    } catch {
      return jsonError(400, "The request body is not valid JSON.");
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      return jsonError(400, "The request body must be a JSON object.");
    }
    return { fields: body as Record<string, unknown>, json: true, redirectTo: "/" };
  }
  if (jsonOnly || !isFormType(type)) {
    return jsonError(415, jsonOnly ? "Send a JSON body." : "Send a form or a JSON body.");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return jsonError(400, "The form could not be read.");
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = cleanText(value);
  const json = (request.headers.get("accept") ?? "").includes("application/json");
  return { fields, json, redirectTo: returnPath(request, fields) };
}

/** Success: `{ ok: true }` as JSON, or back to the page with a success toast. */
export function respondSuccess(submission: Submission, toast: Omit<FlashToast, "type">) {
  if (submission.json) return Response.json({ ok: true });
  return redirectWithFlash(submission.redirectTo, { type: "success", ...toast });
}

export interface Failure {
  status: number;
  /** The JSON error message. */
  error: string;
  /** The toast a plain form post is sent back with. */
  toast: { title: string; description?: string };
  fieldErrors?: Record<string, string>;
  /** Which form and what was typed, so the page can show them again without JavaScript. */
  form?: Omit<FlashForm, "fieldErrors">;
  headers?: HeadersInit;
}

/** Failure: `{ ok: false, error }` with a 4xx status, or back to the page with an error toast. */
export function respondFailure(submission: Submission, failure: Failure) {
  if (submission.json) {
    const response = jsonError(
      failure.status,
      failure.error,
      failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : undefined,
    );
    for (const [name, value] of new Headers(failure.headers)) response.headers.set(name, value);
    return response;
  }
  return redirectWithFlash(submission.redirectTo, {
    type: "error",
    ...failure.toast,
    form: failure.form ? { ...failure.form, fieldErrors: failure.fieldErrors } : undefined,
  });
}

/** A short single-line text field, or "" when absent or not a string. */
export function textField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === "string" ? value.trim() : "";
}

/**
 * The start every public form endpoint shares: one request counted against `bucket`, the body
 * read, and over the limit a 429 (JSON) or, for a plain post, the page again with the error toast
 * (and what was typed, when `form` gives it). A Response when the request ends here.
 */
export async function admitSubmission(
  request: Request,
  {
    bucket,
    jsonOnly,
    form,
  }: {
    bucket: RateLimitBucket;
    jsonOnly?: boolean;
    form?: (fields: Record<string, unknown>) => Failure["form"];
  },
): Promise<Submission | Response> {
  const limit = await withDbRetry(() => limitRequest(bucket, request));
  const submission = await readSubmission(request, { jsonOnly });
  if (submission instanceof Response || limit.allowed) return submission;
  if (submission.json) return tooManyRequests(limit.retryAfter);
  return respondFailure(submission, {
    status: 429,
    error: tooManyRequestsMessage,
    toast: { title: "Error", description: tooManyRequestsMessage },
    form: form?.(submission.fields),
  });
}
