import * as z from "zod/mini";
import { applicationStatusList } from "~/features/applications/status";
import { noteMaxLength } from "./status-form";

/**
 * The status form as posted: the status the page showed, the new one and an optional note.
 * Checked on the server only (`parseWithZod`): the page's select and the note's maxLength already
 * keep a browser's form within it, so the page loads no schema.
 */
export const statusFormSchema = z.object({
  expectedStatus: z.enum(applicationStatusList, "Reload the page and try again."),
  status: z.enum(applicationStatusList, "Choose a status."),
  note: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(noteMaxLength, `Use at most ${noteMaxLength} characters.`)),
    "",
  ),
});

export type StatusFormInput = z.infer<typeof statusFormSchema>;
