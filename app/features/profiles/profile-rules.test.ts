import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { validateInBrowser } from "~/lib/form-validation";
import {
  addToList,
  basicInfoSchema,
  type ExperienceItem,
  educationSchema,
  experienceSchema,
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

type Values = Record<string, string | string[]>;

/**
 * A form post checked as the server does (parseWithZod) and as the browser does
 * (validateInBrowser): both must agree, on the values or on one message per field.
 */
function check(schema: Parameters<typeof validateInBrowser>[1], values: Values) {
  const form = () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) {
      for (const item of [value].flat()) data.append(name, item);
    }
    return data;
  };
  const server = parseWithZod(form(), { schema });
  const browser = validateInBrowser(form(), schema);
  expect(browser.status).toBe(server.status);
  if (server.status === "success") {
    expect(browser.status === "success" && browser.value).toEqual(server.value);
    return { ok: true as const, data: server.value as Record<string, unknown> };
  }
  const errors = server.reply().error ?? {};
  expect(browser.reply().error).toEqual(errors);
  const fieldErrors: Record<string, string | undefined> = {};
  for (const [field, messages] of Object.entries(errors)) {
    expect(messages).toHaveLength(1);
    fieldErrors[field] = messages?.[0];
  }
  return { ok: false as const, fieldErrors };
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
    expect(
      check(basicInfoSchema, {
        skills: "React",
        skills_new: "Go, react ,  , Rust",
        first_name: "Ada",
      }),
    ).toEqual({
      ok: true,
      data: {
        first_name: "Ada",
        last_name: "",
        email: "",
        phone: "",
        location: "",
        bio: "",
        linkedin: "",
        github: "",
        skills: ["React", "Go", "Rust"],
      },
    });
    expect(check(basicInfoSchema, { skills: ["React", "Go", "go"] })).toMatchObject({
      data: { skills: ["React", "Go"] },
    });
    expect(
      check(projectSchema, {
        title: "Checkout",
        role: "Lead",
        overview: "Rebuilt it",
        responsibilities: "Design",
        responsibilities_new: "Build, test\n\nShip",
      }),
    ).toMatchObject({ data: { responsibilities: ["Design", "Build, test", "Ship"] } });
  });
});

describe("item rules", () => {
  it("validates social links as web addresses, and the email and phone", () => {
    expect(
      check(basicInfoSchema, {
        linkedin: "javascript:alert(1)",
        github: "not a url",
        email: "ada@",
        phone: "call me",
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        linkedin: "Enter a full web address starting with https://",
        github: "Enter a full web address starting with https://",
        email: "Enter a valid email address.",
        phone: "Enter a valid phone number.",
      },
    });
    // One message per field: a long text that is not an address says only that it is too long.
    expect(check(basicInfoSchema, { linkedin: "x".repeat(301) })).toEqual({
      ok: false,
      fieldErrors: { linkedin: "Use at most 300 characters." },
    });
    expect(check(basicInfoSchema, { linkedin: " https://www.linkedin.com/in/ada " })).toMatchObject(
      { data: { linkedin: "https://www.linkedin.com/in/ada" } },
    );
  });

  it("needs company and position for experience", () => {
    expect(check(experienceSchema, { company: " ", position: "" })).toEqual({
      ok: false,
      fieldErrors: { company: "Company is required.", position: "Position is required." },
    });
  });

  it("needs title, role and overview for a project; team size is a whole number, 0 by default", () => {
    expect(check(projectSchema, { title: "", role: "", overview: "" })).toEqual({
      ok: false,
      fieldErrors: {
        title: "Project title is required.",
        role: "Role is required.",
        overview: "Overview is required.",
      },
    });
    expect(parseTeamSize("7.9")).toBe(7);
    expect(parseTeamSize("")).toBe(0);
    expect(parseTeamSize("abc")).toBe(0);
    expect(parseTeamSize("-3")).toBe(0);
    const project = check(projectSchema, {
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
    expect(project.data).toMatchObject({
      team_size: 5,
      technologies: ["React"],
      responsibilities: ["Design"],
      is_public: true,
    });
  });

  it("needs institution and degree for education and refuses an end before the start", () => {
    expect(check(educationSchema, { institution: "", degree: "" })).toEqual({
      ok: false,
      fieldErrors: { institution: "Institution is required.", degree: "Degree is required." },
    });
    const dates = { institution: "MIT", degree: "BSc", start_date: "2020-09", end_date: "2019-06" };
    expect(check(educationSchema, dates)).toEqual({
      ok: false,
      fieldErrors: { end_date: "The end date is before the start date." },
    });
    // A date that is not one says so, and only that.
    expect(check(educationSchema, { ...dates, end_date: "2019-13" })).toEqual({
      ok: false,
      fieldErrors: { end_date: "Enter a date as YYYY-MM." },
    });
    expect(check(educationSchema, { ...dates, current: "on" })).toMatchObject({
      data: { current: true, end_date: "" },
    });
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
