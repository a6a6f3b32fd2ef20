import { describe, expect, it } from "vitest";
import {
  addToList,
  basicInfoSchema,
  type ExperienceItem,
  educationSchema,
  experienceSchema,
  fieldErrorsOf,
  formToObject,
  normalizeList,
  parseTeamSize,
  projectSchema,
} from "./schema";
import { experienceDays, experienceYears, firstOf, technologiesOf } from "./summary";

function job(overrides: Partial<ExperienceItem>): ExperienceItem {
  return {
    id: "x",
    company: "Acme",
    position: "Engineer",
    start_date: "",
    end_date: "",
    current: false,
    description: "",
    skills_used: [],
    projects: [],
    ...overrides,
  };
}

describe("list rules", () => {
  it("trims, drops blanks and duplicates (any letter case), keeps the first spelling", () => {
    expect(normalizeList(["  React ", "", "react", "Go", "  ", "TypeScript", "GO"])).toEqual([
      "React",
      "Go",
      "TypeScript",
    ]);
    expect(addToList(["React"], "  REACT ")).toEqual(["React"]);
    expect(addToList(["React"], "  Node.js ")).toEqual(["React", "Node.js"]);
  });

  it("caps entry length and count", () => {
    expect(normalizeList(["x".repeat(80)])[0]).toHaveLength(60);
    expect(normalizeList(Array.from({ length: 80 }, (_, index) => `t${index}`))).toHaveLength(50);
  });

  it("reads chips and the comma-separated text box of a form post", () => {
    const form = new FormData();
    form.append("skills", "React");
    form.append("skills_new", "Go, react ,  , Rust");
    form.append("first_name", "Ada");
    const object = formToObject(form, ["first_name", "bio"], ["skills"]);
    expect(object).toEqual({
      first_name: "Ada",
      bio: undefined,
      skills: ["React", "Go", " react ", "  ", " Rust"],
    });
    expect(basicInfoSchema.parse({ ...emptyBasic, ...object }).skills).toEqual([
      "React",
      "Go",
      "Rust",
    ]);
  });
});

const emptyBasic = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  location: "",
  bio: "",
  skills: [],
  linkedin: "",
  github: "",
};

describe("item rules", () => {
  it("validates social links as web addresses", () => {
    const bad = basicInfoSchema.safeParse({
      ...emptyBasic,
      linkedin: "javascript:alert(1)",
      github: "not a url",
    });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(fieldErrorsOf(bad.error)).toEqual({
        linkedin: "Enter a full web address starting with https://",
        github: "Enter a full web address starting with https://",
      });
    }
    expect(
      basicInfoSchema.safeParse({ ...emptyBasic, linkedin: "https://www.linkedin.com/in/ada" })
        .success,
    ).toBe(true);
  });

  it("needs company and position for experience", () => {
    const result = experienceSchema.safeParse({
      company: " ",
      position: "",
      start_date: "",
      end_date: "",
      description: "",
      skills_used: [],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({
        company: "Company is required.",
        position: "Position is required.",
      });
    }
  });

  it("needs title, role and overview for a project; team size is a whole number, 0 by default", () => {
    const result = projectSchema.safeParse({
      title: "",
      role: "",
      overview: "",
      technologies: [],
      responsibilities: [],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(Object.keys(fieldErrorsOf(result.error)).sort()).toEqual([
        "overview",
        "role",
        "title",
      ]);
    }
    expect(parseTeamSize("7.9")).toBe(7);
    expect(parseTeamSize("")).toBe(0);
    expect(parseTeamSize("abc")).toBe(0);
    expect(parseTeamSize("-3")).toBe(0);
    const project = projectSchema.parse({
      title: "Checkout",
      client: "",
      duration_start: "2023-01",
      duration_end: "2023-06",
      role: "Lead",
      team_size: "5",
      technologies: ["React", " react"],
      overview: "Rebuilt checkout",
      responsibilities: ["Design", "design", ""],
      is_public: "on",
    });
    expect(project).toMatchObject({
      team_size: 5,
      technologies: ["React"],
      responsibilities: ["Design"],
      is_public: true,
    });
  });

  it("needs institution and degree for education and refuses an end before the start", () => {
    const missing = educationSchema.safeParse({
      institution: "",
      degree: "",
      field_of_study: "",
      start_date: "",
      end_date: "",
      gpa: "",
    });
    expect(missing.success).toBe(false);
    const backwards = educationSchema.safeParse({
      institution: "MIT",
      degree: "BSc",
      field_of_study: "",
      start_date: "2020-09",
      end_date: "2019-06",
      gpa: "",
    });
    expect(backwards.success).toBe(false);
    if (!backwards.success) expect(fieldErrorsOf(backwards.error).end_date).toBeDefined();
    const current = educationSchema.parse({
      institution: "MIT",
      degree: "BSc",
      field_of_study: "",
      start_date: "2020-09",
      end_date: "2019-06",
      current: "on",
      gpa: "",
    });
    expect(current.end_date).toBe("");
  });
});

describe("side summary", () => {
  it("shows the first N then how many more", () => {
    expect(firstOf(["a", "b", "c", "d", "e", "f", "g", "h"], 6)).toEqual({
      shown: ["a", "b", "c", "d", "e", "f"],
      more: 2,
    });
    expect(firstOf(["a"], 6)).toEqual({ shown: ["a"], more: 0 });
  });

  it("unites skills used and project technologies without duplicates", () => {
    const experience = [
      job({
        skills_used: ["React", "Go"],
        projects: [
          {
            id: "p",
            title: "t",
            client: "",
            duration_start: "",
            duration_end: "",
            role: "r",
            team_size: 0,
            technologies: ["react", "Postgres"],
            overview: "o",
            responsibilities: [],
            is_public: true,
          },
        ],
      }),
      job({ skills_used: ["Rust"] }),
    ];
    expect(technologiesOf(experience)).toEqual(["React", "Go", "Postgres", "Rust"]);
  });

  it("counts days over 365.25, rounded to one decimal", () => {
    const today = new Date("2025-01-01T12:00:00Z");
    // 2020-01-01 .. 2020-12-31 = 365 days; 2024-01-01 .. today = 366 days.
    const experience = [
      job({ start_date: "2020-01", end_date: "2020-12" }),
      job({ start_date: "2024-01", current: true }),
      job({ start_date: "2019-01" }), // no end and not current: not counted
      job({ start_date: "2023-05", end_date: "2022-01" }), // backwards: not counted
    ];
    expect(experienceDays(experience[0] as ExperienceItem, today)).toBe(365);
    expect(experienceDays(experience[1] as ExperienceItem, today)).toBe(366);
    expect(experienceYears(experience, today)).toBe(Math.round((731 / 365.25) * 10) / 10);
    expect(experienceYears(experience, today)).toBe(2);
    expect(
      experienceYears([job({ start_date: "2024-01-01", end_date: "2024-07-01" })], today),
    ).toBe(0.5);
    expect(experienceYears([], today)).toBe(0);
  });
});
