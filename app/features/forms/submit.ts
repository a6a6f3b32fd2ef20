/** What a form endpoint answers to a JavaScript submission (see app/features/forms/respond.server.ts). */
export type SubmitResult =
  | { ok: true }
  | {
      ok: false;
      /** HTTP status; 0 when the request did not reach the server (network error). */
      status: number;
      error: string;
      fieldErrors?: Record<string, string>;
    };

/**
 * Posts a form to one of our endpoints and reads the JSON answer. Never throws: a network failure
 * or an unreadable answer comes back as `{ ok: false, status }`, so the form can show its message.
 */
export function submitForm(action: string, body: FormData): Promise<SubmitResult> {
  return post(action, body, {});
}

/** Posts a JSON body (POST /api/subscribe takes JSON only) and reads the answer like `submitForm`. */
export function submitJson(action: string, payload: unknown): Promise<SubmitResult> {
  return post(action, JSON.stringify(payload), { "Content-Type": "application/json" });
}

async function post(
  action: string,
  body: BodyInit,
  headers: Record<string, string>,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(action, {
      method: "POST",
      body,
      headers: { Accept: "application/json", ...headers },
      credentials: "same-origin",
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      error: error instanceof Error ? error.message : "network error",
    };
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const answer = (payload ?? {}) as { ok?: unknown; error?: unknown; fieldErrors?: unknown };
  if (response.ok && answer.ok === true) return { ok: true };
  return {
    ok: false,
    status: response.status,
    error:
      typeof answer.error === "string"
        ? answer.error
        : `The server answered ${response.status} ${response.statusText}`.trim(),
    fieldErrors:
      answer.fieldErrors && typeof answer.fieldErrors === "object"
        ? (answer.fieldErrors as Record<string, string>)
        : undefined,
  };
}
