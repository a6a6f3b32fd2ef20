import { z } from "zod";
import { jsonError, readSubmission } from "~/features/forms/submission.server";
import { clientErrorLimits, scrubReportText } from "~/lib/client-errors";
import { getDb, withDbRetry } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { limitRequest, tooManyRequests } from "~/lib/rate-limit.server";
import { clientErrors } from "../../../db/schema/index.ts";

const optionalText = z.string().max(clientErrorLimits.maxStack).optional();

const reportSchema = z.object({
  kind: z.enum(["render", "route"]),
  message: z.string().trim().min(1).max(clientErrorLimits.maxMessage),
  stack: optionalText,
  componentStack: optionalText,
  path: z.string().startsWith("/").max(clientErrorLimits.maxPath),
});

const maxUserAgent = 300;

/**
 * POST /api/client-errors: an error a visitor's browser met on our pages. Logged and stored for
 * the dashboard; 204 when taken, 400/413/415 for a bad body, 429 over the client's budget. The
 * text is scrubbed again here: the browser's own scrubbing is not something to rely on.
 */
export async function handleClientErrorRequest(request: Request): Promise<Response> {
  const submission = await readSubmission(request, {
    maxBytes: clientErrorLimits.maxBodyBytes,
    jsonOnly: true,
  });
  if (submission instanceof Response) return submission;
  const parsed = reportSchema.safeParse(submission.fields);
  if (!parsed.success) return jsonError(400, "The report is not valid.");
  const limit = await withDbRetry(() => limitRequest("clientErrors", request));
  if (!limit.allowed) return tooManyRequests(limit.retryAfter);
  const { kind, message, stack, componentStack, path } = parsed.data;
  const report = {
    kind,
    message: scrubReportText(message, clientErrorLimits.maxMessage),
    stack: stack ? scrubReportText(stack, clientErrorLimits.maxStack) : null,
    componentStack: componentStack
      ? scrubReportText(componentStack, clientErrorLimits.maxStack)
      : null,
    path: scrubReportText(path.split(/[?#]/)[0] ?? "/", clientErrorLimits.maxPath),
    userAgent: request.headers.get("user-agent")?.slice(0, maxUserAgent) ?? null,
  };
  await withDbRetry(() => getDb().insert(clientErrors).values(report));
  logger.error("browser error reported", {
    kind: report.kind,
    error: report.message,
    path: report.path,
    stack: report.stack,
  });
  return new Response(null, { status: 204 });
}
