import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { userHasPermission } from "~/features/access/guards.server";
import type { SessionUser } from "~/features/access/session.server";
import { getDb, type Queryable, withDbRetry } from "~/lib/db.server";
import { userProfiles } from "../../../db/schema/index.ts";
import {
  type BasicInfoInput,
  type EducationInput,
  type EducationItem,
  type ExperienceInput,
  type ExperienceItem,
  listLimits,
  type ProjectInput,
  type ProjectItem,
} from "./schema";
import type { ProfileView } from "./types";

export type ProfileRow = typeof userProfiles.$inferSelect;

/** A profile row as the pages show it: absent lists and texts empty, the date as text. */
export function profileView(row: ProfileRow): ProfileView {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? "",
    location: row.location ?? "",
    bio: row.bio ?? "",
    skills: row.skills ?? [],
    experience: (row.experience ?? []).map((item) => ({
      ...item,
      skills_used: item.skills_used ?? [],
      projects: (item.projects ?? []).map((project) => ({
        ...project,
        technologies: project.technologies ?? [],
        responsibilities: project.responsibilities ?? [],
      })),
    })),
    education: row.education ?? [],
    socialLinks: row.socialLinks ?? {},
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A profile entry that is not (or no longer) in the user's own profile. */
export class ProfileItemNotFoundError extends Error {
  constructor(what: string) {
    super(`That ${what} was not found in your profile. Reload the page and try again.`);
    this.name = "ProfileItemNotFoundError";
  }
}

/** A list is full (e.g. 30 experience entries). */
export class ProfileLimitError extends Error {
  constructor(what: string, limit: number) {
    super(`You can keep at most ${limit} ${what} entries.`);
    this.name = "ProfileLimitError";
  }
}

export interface ProfileSeed {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** "Ada King Lovelace" -> first "Ada", last "King Lovelace". */
export function splitName(name: string | null | undefined): {
  firstName: string;
  lastName: string;
} {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

export function seedFromUser(user: Pick<SessionUser, "name" | "email">): ProfileSeed {
  return { ...splitName(user.name), email: user.email };
}

/** The user's profile, or null when none was created yet. */
export async function getProfile(
  userId: string,
  db: Queryable = getDb(),
): Promise<ProfileRow | null> {
  const [row] = await withDbRetry(() =>
    db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1),
  );
  return row ?? null;
}

/**
 * The user's profile, created empty (names and email from the account) the first time.
 * Safe to call concurrently: the insert ignores an existing row.
 */
export async function ensureProfile(
  userId: string,
  seed: ProfileSeed = {},
  db: Queryable = getDb(),
): Promise<ProfileRow> {
  const existing = await getProfile(userId, db);
  if (existing) return existing;
  await withDbRetry(() =>
    db
      .insert(userProfiles)
      .values({
        userId,
        firstName: seed.firstName?.trim() ?? "",
        lastName: seed.lastName?.trim() ?? "",
        email: seed.email?.trim() ?? "",
      })
      .onConflictDoNothing({ target: userProfiles.userId }),
  );
  const created = await getProfile(userId, db);
  if (!created) throw new Error("The profile could not be created");
  return created;
}

export async function saveBasicInfo(userId: string, input: BasicInfoInput): Promise<ProfileRow> {
  const values = {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone || null,
    location: input.location || null,
    bio: input.bio || null,
    skills: input.skills,
    socialLinks: {
      ...(input.linkedin ? { linkedin: input.linkedin } : {}),
      ...(input.github ? { github: input.github } : {}),
    },
    updatedAt: new Date(),
  };
  const [row] = await withDbRetry(() =>
    getDb()
      .insert(userProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userProfiles.userId, set: values })
      .returning(),
  );
  if (!row) throw new Error("The profile was not saved");
  return row;
}

interface Lists {
  experience: ExperienceItem[];
  education: EducationItem[];
}

/**
 * Changes the experience and education lists of the user's own profile in one transaction, with
 * the row locked so two tabs saving at once cannot lose each other's change.
 */
async function changeLists(userId: string, change: (lists: Lists) => Partial<Lists>) {
  return withDbRetry(() =>
    getDb().transaction(async (tx) => {
      await tx
        .insert(userProfiles)
        .values({ userId })
        .onConflictDoNothing({ target: userProfiles.userId });
      const [row] = await tx
        .select({ experience: userProfiles.experience, education: userProfiles.education })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .for("update");
      if (!row) throw new Error("The profile could not be read");
      const next = change({
        experience: structuredClone(row.experience ?? []),
        education: structuredClone(row.education ?? []),
      });
      const [updated] = await tx
        .update(userProfiles)
        .set({ ...next, updatedAt: sql`now()` })
        .where(eq(userProfiles.userId, userId))
        .returning();
      return updated as ProfileRow;
    }),
  );
}

function findExperience(lists: Lists, experienceId: string): ExperienceItem {
  const item = lists.experience.find((entry) => entry.id === experienceId);
  if (!item) throw new ProfileItemNotFoundError("experience entry");
  return item;
}

export function addExperience(userId: string, input: ExperienceInput) {
  return changeLists(userId, ({ experience }) => {
    if (experience.length >= listLimits.experience) {
      throw new ProfileLimitError("experience", listLimits.experience);
    }
    return { experience: [...experience, { id: randomUUID(), ...input, projects: [] }] };
  });
}

export function updateExperience(userId: string, experienceId: string, input: ExperienceInput) {
  return changeLists(userId, (lists) => {
    const item = findExperience(lists, experienceId);
    Object.assign(item, input);
    return { experience: lists.experience };
  });
}

export function deleteExperience(userId: string, experienceId: string) {
  return changeLists(userId, (lists) => {
    findExperience(lists, experienceId);
    return { experience: lists.experience.filter((entry) => entry.id !== experienceId) };
  });
}

export function addProject(userId: string, experienceId: string, input: ProjectInput) {
  return changeLists(userId, (lists) => {
    const item = findExperience(lists, experienceId);
    item.projects ??= [];
    if (item.projects.length >= listLimits.projects) {
      throw new ProfileLimitError("project", listLimits.projects);
    }
    item.projects.push({ id: randomUUID(), ...input });
    return { experience: lists.experience };
  });
}

function findProject(item: ExperienceItem, projectId: string): ProjectItem {
  const project = (item.projects ?? []).find((entry) => entry.id === projectId);
  if (!project) throw new ProfileItemNotFoundError("project");
  return project;
}

export function updateProject(
  userId: string,
  experienceId: string,
  projectId: string,
  input: ProjectInput,
) {
  return changeLists(userId, (lists) => {
    Object.assign(findProject(findExperience(lists, experienceId), projectId), input);
    return { experience: lists.experience };
  });
}

export function setProjectVisibility(
  userId: string,
  experienceId: string,
  projectId: string,
  isPublic: boolean,
) {
  return changeLists(userId, (lists) => {
    findProject(findExperience(lists, experienceId), projectId).is_public = isPublic;
    return { experience: lists.experience };
  });
}

export function deleteProject(userId: string, experienceId: string, projectId: string) {
  return changeLists(userId, (lists) => {
    const item = findExperience(lists, experienceId);
    findProject(item, projectId);
    item.projects = item.projects.filter((entry) => entry.id !== projectId);
    return { experience: lists.experience };
  });
}

export function addEducation(userId: string, input: EducationInput) {
  return changeLists(userId, ({ education }) => {
    if (education.length >= listLimits.education) {
      throw new ProfileLimitError("education", listLimits.education);
    }
    return { education: [...education, { id: randomUUID(), ...input }] };
  });
}

function findEducation(lists: Lists, educationId: string): EducationItem {
  const item = lists.education.find((entry) => entry.id === educationId);
  if (!item) throw new ProfileItemNotFoundError("education entry");
  return item;
}

export function updateEducation(userId: string, educationId: string, input: EducationInput) {
  return changeLists(userId, (lists) => {
    Object.assign(findEducation(lists, educationId), input);
    return { education: lists.education };
  });
}

export function deleteEducation(userId: string, educationId: string) {
  return changeLists(userId, (lists) => {
    findEducation(lists, educationId);
    return { education: lists.education.filter((entry) => entry.id !== educationId) };
  });
}

/** Staff see only what the candidate made public: private projects are left out. */
export function withoutPrivateProjects(experience: readonly ExperienceItem[]): ExperienceItem[] {
  return experience.map((item) => ({
    ...item,
    projects: (item.projects ?? []).filter((project) => project.is_public !== false),
  }));
}

export type ProfileAccess = "owner" | "staff";

/**
 * Who may read the profile of `ownerId`: the owner, and staff with read:profile:any. Anyone else
 * gets null, so callers answer 404 and never reveal whether the profile exists.
 */
export async function profileAccess(
  viewer: Pick<SessionUser, "id"> | null,
  ownerId: string,
): Promise<ProfileAccess | null> {
  if (!viewer) return null;
  if (viewer.id === ownerId) return "owner";
  return (await userHasPermission(viewer.id, "read:profile:any")) ? "staff" : null;
}

/**
 * The read-only candidate profile for `viewer`, or null (not allowed, or no such profile).
 * The owner sees everything; staff do not see private projects.
 */
export async function getCandidateProfile(
  viewer: Pick<SessionUser, "id"> | null,
  ownerId: string,
): Promise<{ profile: ProfileRow; access: ProfileAccess } | null> {
  const access = await profileAccess(viewer, ownerId);
  if (!access) return null;
  const profile = await getProfile(ownerId);
  if (!profile) return null;
  if (access === "staff") {
    return {
      access,
      profile: { ...profile, experience: withoutPrivateProjects(profile.experience) },
    };
  }
  return { access, profile };
}
