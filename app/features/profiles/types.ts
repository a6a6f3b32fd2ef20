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
 * "project-add:<experienceId>"), so the right form shows the errors and keeps the values.
 */
export type ProfileActionResult =
  | { ok: true; intent: ProfileIntent | null; formKey: string; message: string }
  | {
      ok: false;
      intent: ProfileIntent | null;
      formKey: string;
      error: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string | string[]>;
    };

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
