import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userProfiles } from "../../../db/schema";
import { seedDemoContent } from "../../../db/seed";
import { useAuthTestDatabase } from "../../../tests/support/auth-test-database.ts";
import { createUser, grantRole } from "../../../tests/support/careers-data";
import {
  addEducation,
  addExperience,
  addProject,
  deleteExperience,
  deleteProject,
  ensureProfile,
  getCandidateProfile,
  getProfile,
  ProfileItemNotFoundError,
  profileAccess,
  saveBasicInfo,
  setProjectVisibility,
  splitName,
  updateEducation,
  updateExperience,
} from "./profiles.server";
import { basicInfoSchema, educationSchema, experienceSchema, projectSchema } from "./schema";

const experienceInput = experienceSchema.parse({
  company: "Acme",
  position: "Engineer",
  start_date: "2020-01",
  end_date: "2021-06",
  description: "Built things",
  skills_used: ["React"],
});
const projectInput = (title: string, isPublic: boolean) =>
  projectSchema.parse({
    title,
    role: "Lead",
    overview: "Shipped it",
    team_size: "4",
    technologies: ["Go"],
    is_public: isPublic ? "on" : undefined,
  });

describe("profiles", () => {
  const database = useAuthTestDatabase("site-profiles-");
  beforeAll(async () => {
    await seedDemoContent(database().db);
  });

  it("creates an empty profile once, seeded from the account", async () => {
    const user = await createUser(database().db, "Ada King Lovelace");
    expect(splitName("Ada King Lovelace")).toEqual({ firstName: "Ada", lastName: "King Lovelace" });
    expect(await getProfile(user.id)).toBeNull();
    const seed = { firstName: "Ada", lastName: "King Lovelace", email: user.email };
    // Two first visits at once (two tabs) make one profile.
    const [first, second] = await Promise.all([
      ensureProfile(user.id, seed),
      ensureProfile(user.id, seed),
    ]);
    expect(first.id).toBe(second.id);
    // A profile that exists is kept as it is.
    expect(await ensureProfile(user.id, { firstName: "Other" })).toMatchObject({
      id: first.id,
      firstName: "Ada",
    });
    expect(first).toMatchObject({
      firstName: "Ada",
      lastName: "King Lovelace",
      email: user.email,
      skills: [],
      experience: [],
      education: [],
      socialLinks: {},
      resumeUrl: null,
    });
    const rows = await database()
      .db.select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("saves basic info, with normalised skills and social links", async () => {
    const user = await createUser(database().db);
    const saved = await saveBasicInfo(
      user.id,
      basicInfoSchema.parse({
        first_name: " Ada ",
        last_name: "Lovelace",
        email: "ada@example.org",
        skills: ["React", " react", "Go", ""],
        linkedin: "https://linkedin.com/in/ada",
        github: "",
      }),
    );
    expect(saved).toMatchObject({
      firstName: "Ada",
      skills: ["React", "Go"],
      socialLinks: { linkedin: "https://linkedin.com/in/ada" },
      phone: null,
    });
  });

  it("adds, edits and deletes experience, projects and education by id, only in one's own profile", async () => {
    const owner = await createUser(database().db, "Owner One");
    const other = await createUser(database().db, "Other Two");
    let profile = await addExperience(owner.id, experienceInput);
    const experienceId = profile.experience[0]?.id as string;
    expect(profile.experience[0]).toMatchObject({ company: "Acme", projects: [] });

    profile = await addProject(owner.id, experienceId, projectInput("Public app", true));
    profile = await addProject(owner.id, experienceId, projectInput("Secret app", false));
    const [publicProject, secretProject] = profile.experience[0]?.projects ?? [];
    expect(publicProject).toMatchObject({ team_size: 4, is_public: true });
    expect(secretProject).toMatchObject({ is_public: false });

    profile = await updateExperience(owner.id, experienceId, {
      ...experienceInput,
      position: "Lead",
    });
    expect(profile.experience[0]?.position).toBe("Lead");
    // Editing the job keeps its projects.
    expect(profile.experience[0]?.projects).toHaveLength(2);

    profile = await setProjectVisibility(
      owner.id,
      experienceId,
      publicProject?.id as string,
      false,
    );
    expect(profile.experience[0]?.projects[0]?.is_public).toBe(false);
    profile = await setProjectVisibility(owner.id, experienceId, publicProject?.id as string, true);

    // Another user naming the owner's ids changes nothing of the owner's.
    await expect(
      updateExperience(other.id, experienceId, { ...experienceInput, company: "Forged" }),
    ).rejects.toThrow(ProfileItemNotFoundError);
    await expect(deleteExperience(other.id, experienceId)).rejects.toThrow(
      ProfileItemNotFoundError,
    );
    await expect(
      deleteProject(other.id, experienceId, secretProject?.id as string),
    ).rejects.toThrow(ProfileItemNotFoundError);
    expect((await getProfile(owner.id))?.experience[0]?.company).toBe("Acme");

    profile = await deleteProject(owner.id, experienceId, secretProject?.id as string);
    expect(profile.experience[0]?.projects.map((project) => project.title)).toEqual(["Public app"]);

    const education = educationSchema.parse({ institution: "MIT", degree: "BSc", gpa: "3.9" });
    profile = await addEducation(owner.id, education);
    const educationId = profile.education[0]?.id as string;
    profile = await updateEducation(owner.id, educationId, { ...education, degree: "MSc" });
    expect(profile.education[0]).toMatchObject({ institution: "MIT", degree: "MSc", gpa: "3.9" });

    profile = await deleteExperience(owner.id, experienceId);
    expect(profile.experience).toEqual([]);
  });

  it("keeps concurrent additions (the row is locked while a list changes)", async () => {
    const user = await createUser(database().db);
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        addExperience(user.id, { ...experienceInput, company: `Company ${index}` }),
      ),
    );
    expect((await getProfile(user.id))?.experience).toHaveLength(5);
  });

  it("shows a profile to its owner and to staff without private projects; nobody else", async () => {
    const owner = await createUser(database().db, "Candidate");
    const stranger = await createUser(database().db, "Stranger");
    const recruiter = await createUser(database().db, "Recruiter");
    const editor = await createUser(database().db, "Editor");
    await grantRole(database().db, recruiter.id, "recruiter");
    await grantRole(database().db, editor.id, "editor");
    const { experience } = await addExperience(owner.id, experienceInput);
    const experienceId = experience[0]?.id as string;
    await addProject(owner.id, experienceId, projectInput("Public app", true));
    await addProject(owner.id, experienceId, projectInput("Secret app", false));

    expect(await profileAccess(null, owner.id)).toBeNull();
    expect(await profileAccess(stranger, owner.id)).toBeNull();
    expect(await profileAccess(editor, owner.id)).toBeNull();
    expect(await profileAccess(owner, owner.id)).toBe("owner");
    expect(await profileAccess(recruiter, owner.id)).toBe("staff");

    expect(await getCandidateProfile(stranger, owner.id)).toBeNull();
    expect(await getCandidateProfile(null, owner.id)).toBeNull();
    const asOwner = await getCandidateProfile(owner, owner.id);
    expect(asOwner?.profile.experience[0]?.projects.map((project) => project.title)).toEqual([
      "Public app",
      "Secret app",
    ]);
    const asStaff = await getCandidateProfile(recruiter, owner.id);
    expect(asStaff?.access).toBe("staff");
    expect(asStaff?.profile.experience[0]?.projects.map((project) => project.title)).toEqual([
      "Public app",
    ]);
    // Staff asking for a user without a profile get nothing either.
    expect(await getCandidateProfile(recruiter, stranger.id)).toBeNull();
    expect(await getCandidateProfile(recruiter, "no-such-user")).toBeNull();
  });
});
