import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import type { AuditActor } from "~/features/audit/audit.server";
import { readForm } from "~/features/forms/read-form.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { backToInbox, messageStatuses } from "./filters";
import {
  assign,
  type FollowUpResult,
  type InboxKind,
  markHandled,
  reopen,
  setMessageStatus,
} from "./follow-up.server";

/**
 * What a failed row action answers: Conform's reply, whose messages (about the row, its select or
 * the action) the page shows above the list.
 */
export interface InboxActionError {
  result: SubmissionResult<string[]>;
}

const id = z.uuid({ error: "This row no longer exists." });

const intents = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("assign"),
      id,
      // The empty option means "nobody" (Conform reads empty text as no value).
      assignee: z
        .string()
        .max(200)
        .optional()
        .transform((value) => value || null),
    }),
    z.object({ intent: z.literal("handle"), id }),
    z.object({ intent: z.literal("reopen"), id }),
    z.object({
      intent: z.literal("status"),
      id,
      status: z.enum(messageStatuses, { error: "Choose one of the statuses." }),
    }),
  ],
  { error: "Unknown action." },
);

/**
 * Handles a row action (assign, mark handled, reopen, and for messages the status) posted to an
 * inbox page: back to the same filtered list with a toast, or the error with its HTTP status.
 */
export async function inboxAction(
  request: Request,
  kind: InboxKind,
  actor: AuditActor,
  listPath: string,
) {
  const submission = parseWithZod(await readForm(request), { schema: intents });
  const refuse = (status: number, error?: string) =>
    data<InboxActionError>(
      { result: submission.reply(error ? { formErrors: [error] } : undefined) },
      { status },
    );
  if (submission.status !== "success") return refuse(400);
  const input = submission.value;
  if (input.intent === "status" && kind !== "message") return refuse(400, "Unknown action.");
  let result: FollowUpResult;
  if (input.intent === "assign") result = await assign(kind, input.id, input.assignee, actor);
  else if (input.intent === "handle") result = await markHandled(kind, input.id, actor);
  else if (input.intent === "reopen") result = await reopen(kind, input.id, actor);
  else result = await setMessageStatus(input.id, input.status, actor);
  if (!result.ok) return refuse(result.status, result.error);
  return redirectWithFlash(backToInbox(listPath, new URL(request.url)), {
    type: "success",
    title: result.title,
    description: result.description,
  });
}
