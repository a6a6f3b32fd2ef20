import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import type { SessionUser } from "~/features/access/session.server";
import {
  candidateLimitMessage,
  limitCandidate,
} from "~/features/applications/candidate-limits.server";
import {
  deleteResume,
  NotAuthenticatedError,
  ResumeNotFoundError,
  ResumeRejectedError,
  uploadResume,
} from "~/features/resumes/resumes.server";
import { resumeCheckMessages } from "~/features/resumes/sniff";
import {
  readLimitedForm,
  UploadTooLargeError,
  UploadUnreadableError,
} from "~/features/resumes/upload.server";
import { errorFields, logger } from "~/lib/logger.server";
import {
  addEducation,
  addExperience,
  addProject,
  deleteEducation,
  deleteExperience,
  deleteProject,
  ProfileItemNotFoundError,
  ProfileLimitError,
  saveBasicInfo,
  setProjectVisibility,
  updateEducation,
  updateExperience,
  updateProject,
} from "./profiles.server";
import {
  basicInfoSchema,
  type EducationInput,
  type ExperienceInput,
  educationSchema,
  experienceSchema,
  projectSchema,
} from "./schema";
import { type ProfileAnswer, type ProfileIntent, profileIntents, profileMessages } from "./types";

export interface ProfileActionOutcome {
  status: number;
  /** The change asked for, when the form named a known one. */
  intent: ProfileIntent | null;
  answer: ProfileAnswer;
}

const smallFormBytes = 256 * 1024;

/** A profile entry's form: its schema, the field with its id, and its writes. */
interface EntryWrites<Input> {
  schema: $ZodType<Input, unknown>;
  idField: string;
  add: (userId: string, input: Input) => Promise<unknown>;
  update: (userId: string, entryId: string, input: Input) => Promise<unknown>;
  remove: (userId: string, entryId: string) => Promise<unknown>;
}

const experienceWrites: EntryWrites<ExperienceInput> = {
  schema: experienceSchema,
  idField: "experienceId",
  add: addExperience,
  update: updateExperience,
  remove: deleteExperience,
};

const educationWrites: EntryWrites<EducationInput> = {
  schema: educationSchema,
  idField: "educationId",
  add: addEducation,
  update: updateEducation,
  remove: deleteEducation,
};

const messages: Partial<Record<ProfileIntent, string>> = {
  basic: profileMessages.saved,
  "experience-add": "Experience added",
  "experience-update": "Experience updated",
  "experience-delete": "Experience removed",
  "project-add": "Project added",
  "project-update": "Project updated",
  "project-delete": "Project removed",
  "education-add": "Education added",
  "education-update": "Education updated",
  "education-delete": "Education removed",
  "resume-upload": profileMessages.uploaded,
  "resume-delete": profileMessages.deleted,
};

/**
 * Runs one change to the signed-in user's own profile. Every id in the form names an entry of
 * that profile; ids of anyone else's entries simply are not found (404). The user always comes
 * from the session, never from the form.
 */
export async function runProfileAction(
  user: SessionUser,
  request: Request,
): Promise<ProfileActionOutcome> {
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  if (multipart) {
    const budget = await limitCandidate("resumeUpload", user.id);
    if (!budget.allowed) {
      await request.body?.cancel().catch(() => {});
      return {
        status: 429,
        intent: "resume-upload",
        answer: {
          ok: false,
          formKey: "resume-upload",
          error: profileMessages.uploadFailed(candidateLimitMessage),
        },
      };
    }
  }
  let form: FormData;
  try {
    form = await readLimitedForm(request, multipart ? undefined : smallFormBytes);
  } catch (error) {
    const tooLarge = error instanceof UploadTooLargeError;
    if (!tooLarge && !(error instanceof UploadUnreadableError)) throw error;
    const reason = tooLarge ? resumeCheckMessages["too-large"] : "The form could not be read.";
    return {
      status: tooLarge ? 413 : 400,
      intent: multipart ? "resume-upload" : null,
      answer: {
        ok: false,
        formKey: multipart ? "resume-upload" : "unknown",
        error: multipart
          ? profileMessages.uploadFailed(reason)
          : profileMessages.saveFailed(reason),
      },
    };
  }
  const rawIntent = String(form.get("intent") ?? "");
  const formKey = String(form.get("formKey") ?? rawIntent).slice(0, 120);
  const intent = (profileIntents as readonly string[]).includes(rawIntent)
    ? (rawIntent as ProfileIntent)
    : null;
  /** The form's fields as parsed, when it has some: its reply goes back to the form. */
  let submission: Pick<Submission<unknown>, "reply"> | undefined;
  const parse = <Output>(schema: $ZodType<Output, unknown>) => {
    const parsed = parseWithZod(form, { schema });
    submission = parsed;
    return parsed.status === "success" ? parsed.value : undefined;
  };
  /** A refusal: the message, and the field errors and typed values for a form with fields. */
  const fail = (status: number, error: string): ProfileActionOutcome => ({
    status,
    intent,
    answer: { ok: false, formKey, error, result: submission?.reply({ formErrors: [error] }) },
  });
  if (!intent) return fail(400, profileMessages.saveFailed("Unknown action."));
  const id = (name: string) => String(form.get(name) ?? "");
  /** Done: the message, and for a form with fields the reply that starts it again. */
  const succeed = (message: string, result?: SubmissionResult<string[]>): ProfileActionOutcome => ({
    status: 200,
    intent,
    answer: { ok: true, formKey, message, result },
  });
  /** An entry's form (experience, education): added, updated or deleted; false when invalid. */
  const writeEntry = async <Input>(entry: EntryWrites<Input>) => {
    const entryId = id(entry.idField);
    if (intent?.endsWith("-delete")) {
      await entry.remove(user.id, entryId);
      return true;
    }
    const input = parse(entry.schema);
    if (!input) return false;
    await (intent?.endsWith("-add")
      ? entry.add(user.id, input)
      : entry.update(user.id, entryId, input));
    return true;
  };

  try {
    switch (intent) {
      case "basic": {
        const input = parse(basicInfoSchema);
        if (!input) return fail(400, profileMessages.invalid);
        await saveBasicInfo(user.id, input);
        break;
      }
      case "experience-add":
      case "experience-update":
      case "experience-delete":
        if (!(await writeEntry(experienceWrites))) return fail(400, profileMessages.invalid);
        break;
      case "project-add":
      case "project-update": {
        const input = parse(projectSchema);
        if (!input) return fail(400, profileMessages.invalid);
        if (intent === "project-add") await addProject(user.id, id("experienceId"), input);
        else await updateProject(user.id, id("experienceId"), id("projectId"), input);
        break;
      }
      case "project-delete":
        await deleteProject(user.id, id("experienceId"), id("projectId"));
        break;
      case "project-visibility": {
        const isPublic = id("is_public") === "true";
        await setProjectVisibility(user.id, id("experienceId"), id("projectId"), isPublic);
        return succeed(isPublic ? "The project is now public" : "The project is now private");
      }
      case "education-add":
      case "education-update":
      case "education-delete":
        if (!(await writeEntry(educationWrites))) return fail(400, profileMessages.invalid);
        break;
      case "resume-upload": {
        const file = form.get("resume");
        if (!(file instanceof File) || !file.name) {
          return fail(400, profileMessages.uploadFailed(resumeCheckMessages.missing));
        }
        await uploadResume(user.id, {
          name: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        });
        break;
      }
      case "resume-delete":
        await deleteResume(user.id, id("resumeId"));
        break;
    }
  } catch (error) {
    if (error instanceof ProfileItemNotFoundError) {
      return fail(404, profileMessages.saveFailed(error.message));
    }
    if (error instanceof ProfileLimitError)
      return fail(400, profileMessages.saveFailed(error.message));
    if (error instanceof ResumeRejectedError) {
      return fail(
        error.reason === "too-large" ? 413 : 400,
        profileMessages.uploadFailed(resumeCheckMessages[error.reason]),
      );
    }
    if (error instanceof ResumeNotFoundError) {
      return fail(404, profileMessages.deleteFailed("The resume was not found."));
    }
    if (error instanceof NotAuthenticatedError) return fail(401, error.message);
    logger.error("profile change failed", { intent, ...errorFields(error) });
    const reason = "Something went wrong on our side. Please try again.";
    if (intent === "resume-upload") return fail(500, profileMessages.uploadFailed(reason));
    if (intent === "resume-delete") return fail(500, profileMessages.deleteFailed(reason));
    return fail(500, profileMessages.saveFailed(reason));
  }
  // The form starts again from the saved values (an add form: empty).
  return succeed(messages[intent] ?? profileMessages.saved, submission?.reply({ resetForm: true }));
}
