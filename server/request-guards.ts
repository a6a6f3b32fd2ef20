import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

const mutationMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function refuse(status: number, error: string) {
  return Response.json({ ok: false, error }, { status });
}

/**
 * Refuses a state-changing request another site made a browser send (a cross-site form post):
 * its Origin must be this site's (as requested or as configured) or a trusted one. Requests
 * without an Origin (scripts, old clients) carry no visitor's cookies by accident and pass.
 * React Router checks document actions itself; this covers resource routes such as /api/contact.
 */
export function sameOriginMutations({
  siteUrl,
  trustedOrigins = [],
}: {
  siteUrl: string;
  trustedOrigins?: string[];
}): MiddlewareHandler {
  const allowed = new Set([new URL(siteUrl).origin, ...trustedOrigins]);
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (!mutationMethods.has(c.req.method) || origin === undefined) return next();
    if (origin !== new URL(c.req.url).origin && !allowed.has(origin)) {
      return refuse(403, "Requests from other sites are not accepted.");
    }
    return next();
  };
}

/**
 * An address holding an encoded NUL (%00) is never a real link, and PostgreSQL cannot compare
 * text holding one: 400 here rather than a 500 from whichever query reads the parameter.
 */
export function refuseNulInAddress(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/.test(c.req.url)) {
      return new Response("The address holds a character that is not allowed (%00).", {
        status: 400,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    return next();
  };
}

function isFormType(type: string) {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type);
}

/**
 * Page actions read their input with request.formData(): any other body is refused with 415
 * here instead of failing inside the action as a 500. A body-less post (a sign-out button sent
 * by a script) is handed on as an empty form. The JSON endpoints under /api/ read their own.
 */
export function formBodiesForPages(): MiddlewareHandler {
  return async (c, next) => {
    if (!mutationMethods.has(c.req.method) || c.req.path.startsWith("/api/")) return next();
    const type = c.req.header("content-type") ?? "";
    if (isFormType(type)) return next();
    const hasBody =
      Number(c.req.header("content-length") ?? 0) > 0 || c.req.header("transfer-encoding");
    if (type || hasBody) {
      return refuse(
        415,
        "Send this form as application/x-www-form-urlencoded or multipart/form-data.",
      );
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set("content-type", "application/x-www-form-urlencoded");
    c.req.raw = new Request(c.req.raw, { headers, body: "" });
    return next();
  };
}

/** A form or JSON body: far above any form on the site, far below what hurts the process. */
export const maxFormBodyBytes = 64 * 1024;
/** Staff forms: a post's content may hold 200,000 characters, URL-encoded up to ~9 bytes each. */
export const maxStaffFormBodyBytes = 2 * 1024 * 1024;

/**
 * The resume uploads read their body themselves, keeping at most 10 MB plus the other fields
 * (readLimitedForm) and answering 413 with the form's own message next to the file field.
 */
const uploadPaths = [/^\/api\/resumes\/?$/, /^\/careers\/job\/[^/]+\/apply\/?$/];

function limitTo(maxSize: number) {
  const shown = maxSize >= 1024 * 1024 ? `${maxSize / 1024 / 1024} MB` : `${maxSize / 1024} KB`;
  return bodyLimit({
    maxSize,
    onError: () => refuse(413, `The request is larger than this form accepts (${shown}).`),
  });
}

/**
 * Every other body is limited while it arrives: a declared Content-Length over the limit is
 * refused before reading, and a chunked body as soon as its bytes pass the limit (the rest is
 * never kept). Covers page actions, /api/* and better-auth alike.
 */
export function bodySizeLimit(): MiddlewareHandler {
  const forms = limitTo(maxFormBodyBytes);
  const staffForms = limitTo(maxStaffFormBodyBytes);
  return async (c, next) => {
    if (uploadPaths.some((path) => path.test(c.req.path))) return next();
    if (c.req.path.startsWith("/admin/")) return staffForms(c, next);
    return forms(c, next);
  };
}
