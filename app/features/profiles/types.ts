import type { SubmissionResult } from "@conform-to/react";
import type { EducationItem, ExperienceItem, SocialLinks } from "./schema";

export const profileTabs = [
  { id: "basic", label: "Basic Info" },
  { id: "experience", label: "Experience" },
  { id: "education", label: "Education" },
  { id: "resume", label: "Resume" },
] as const;
export type ProfileTab = (typeof profileTabs)[number]["id"];

export function parseTab(value: string | null | undefined): ProfileTab {
  return profileTabs.some((tab) => tab.id === value) ? (value as ProfileTab) : "basic";
}

/** What the browser gets of a profile (never the storage key of the resume). */
export interface ProfileView {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  bio: string;
  skills: string[];
  experience: ExperienceItem[];
  education: EducationItem[];
  socialLinks: SocialLinks;
  updatedAt: string;
}

export const profileIntents = [
  "basic",
  "experience-add",
  "experience-update",
  "experience-delete",
  "project-add",
  "project-update",
  "project-delete",
  "project-visibility",
  "education-add",
  "education-update",
  "education-delete",
  "resume-upload",
  "resume-delete",
] as const;
export type ProfileIntent = (typeof profileIntents)[number];

/** The tab each change belongs to (a form posted without JavaScript comes back to it). */
export function tabOfIntent(intent: ProfileIntent): ProfileTab {
  if (intent === "basic") return "basic";
  if (intent.startsWith("education")) return "education";
  if (intent.startsWith("resume")) return "resume";
  return "experience";
}

/**
 * The answer to a profile change. `formKey` names the form that posted it (e.g.
 * "project-add-<experienceId>"): that form shows `result` (Conform's reply: the errors next to
 * their fields and the typed values), and the page toasts `message` or `error`.
 */
export type ProfileAnswer = { formKey: string; result?: SubmissionResult<string[]> } & (
  | { ok: true; message: string }
  | { ok: false; error: string }
);

/** The action's answer when the form `formKey` sent it. */
export function answerFor(answer: unknown, formKey: string): ProfileAnswer | undefined {
  const candidate = answer as ProfileAnswer | undefined;
  return candidate?.formKey === formKey ? candidate : undefined;
}

export const profileMessages = {
  saved: "Profile saved successfully!",
  saveFailed: (reason: string) => `Failed to save profile: ${reason}`,
  loadFailed: (reason: string) => `Failed to load profile: ${reason}`,
  invalid: "Please correct the highlighted fields.",
  uploaded: "Resume uploaded successfully!",
  deleted: "Resume deleted successfully!",
  uploadFailed: (reason: string) => `Failed to upload resume: ${reason}`,
  deleteFailed: (reason: string) => `Failed to delete resume: ${reason}`,
} as const;
