import { z } from "zod";

/**
 * The form the save button posts to /api/saved-jobs. Server-only, so the job cards and the
 * save button the browser loads do not bring zod with them.
 */
export const saveJobFormSchema = z.object({
  jobId: z.uuid(),
  intent: z.enum(["save", "unsave"]),
  /** Where a form posted without JavaScript goes back to. */
  redirectTo: z.string().max(2000).optional(),
});
