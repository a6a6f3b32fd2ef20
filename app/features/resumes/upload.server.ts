import { cleanForm } from "~/features/forms/read-form.server";
import { ResumeRejectedError, uploadResume } from "./resumes.server";
import { maxResumeBytes, resumeCheckMessages } from "./sniff";
import type { ResumeEntry } from "./types";

/** The request body is over the limit; nothing beyond the limit was kept in memory. */
export class UploadTooLargeError extends Error {
  constructor() {
    super("The upload is larger than allowed");
    this.name = "UploadTooLargeError";
  }
}

/** The body is not a readable multipart or URL-encoded form. */
export class UploadUnreadableError extends Error {
  constructor(cause?: unknown) {
    super("The form could not be read", { cause });
    this.name = "UploadUnreadableError";
  }
}

/** Room for the multipart boundaries and the small fields next to the file. */
const formOverhead = 64 * 1024;
/** Past this, the rest of the body is not even read: the connection is dropped. */
const drainLimit = 64 * 1024 * 1024;

/**
 * Reads a form post (text fields without U+0000) keeping at most `maxBytes` (+ room for the other fields) in memory: the limit
 * is enforced while the body arrives, not after. A body over the limit is still drained (up to
 * 64 MB) so the browser receives our answer instead of a reset connection.
 */
export async function readLimitedForm(
  request: Request,
  maxBytes: number = maxResumeBytes,
): Promise<FormData> {
  const limit = maxBytes + formOverhead;
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > drainLimit) {
    await request.body?.cancel().catch(() => {});
    throw new UploadTooLargeError();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > drainLimit) {
        await reader.cancel().catch(() => {});
        throw new UploadTooLargeError();
      }
      if (total > limit) {
        tooLarge = true;
        chunks.length = 0;
      } else {
        chunks.push(value);
      }
    }
  }
  if (tooLarge) throw new UploadTooLargeError();
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    const form = await new Response(body, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
    return cleanForm(form);
  } catch (error) {
    throw new UploadUnreadableError(error);
  }
}

export type StoredResumeFile =
  | { ok: true; resume: ResumeEntry }
  | { ok: false; status: 400 | 413; error: string };

/**
 * Stores a posted resume file as the user's resume (uploadResume's checks and storage). A file
 * that is missing or refused is answered with the reason; any other failure is thrown.
 */
export async function storeResumeFile(
  userId: string,
  file: FormDataEntryValue | null,
): Promise<StoredResumeFile> {
  if (!(file instanceof File) || !file.name) {
    return { ok: false, status: 400, error: resumeCheckMessages.missing };
  }
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { ok: true, resume: await uploadResume(userId, { name: file.name, bytes }) };
  } catch (error) {
    if (!(error instanceof ResumeRejectedError)) throw error;
    const status = error.reason === "too-large" ? 413 : 400;
    return { ok: false, status, error: resumeCheckMessages[error.reason] };
  }
}
