import { describe, expect, it } from "vitest";
import { site } from "../site";
import { creditGroups } from "./credits";
import {
  impactStats,
  industries,
  missions,
  timeline,
  unification,
  values,
  vision,
} from "./our-story";
import { remoteWorkPolicy, remoteWorkPolicySections } from "./remote-work-policy";

describe("our story", () => {
  it("runs its timeline from 2020 to November 2024, in order", () => {
    expect(timeline[0]?.year).toBe("2020");
    expect(timeline.at(-1)?.year).toBe("November 2024");
    const years = timeline.map((milestone) => Number(milestone.year.slice(-4)));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set(timeline.map((milestone) => milestone.year)).size).toBe(timeline.length);
    for (const milestone of timeline) {
      expect(milestone.industries.length).toBeGreaterThan(0);
      expect(milestone.projectTypes.length).toBeGreaterThan(0);
    }
  });

  it("states the missions, the vision's ratios and the 2024 unification", () => {
    expect(missions.map((mission) => mission.period)).toEqual(["2020-2022", "2023 onward"]);
    expect([vision.today.number, vision.industry.number, vision.goal.number]).toEqual([
      "5:3",
      "300:1",
      "1:1",
    ]);
    expect(unification.year).toBe(2024);
    expect(unification.text).toContain(site.legalName);
  });

  it("has six industry cards, value cards and the spec's impact figures", () => {
    expect(industries).toHaveLength(6);
    expect(values.length).toBeGreaterThanOrEqual(4);
    const numbers = impactStats.map((stat) => stat.number);
    expect(numbers).toEqual(expect.arrayContaining(["50,000+", "2020", "5:3", "300:1"]));
  });
});

describe("credits", () => {
  it("groups acknowledgments as the spec lists them", () => {
    expect(creditGroups.map((group) => group.title)).toEqual([
      "Frameworks",
      "UI libraries",
      "Design resources",
      "AI tools",
      "Development tools",
      "SEO tools",
      "Teams",
      "Special thanks",
    ]);
  });

  it("links over https and names licences, with unique names", () => {
    const credits = creditGroups.flatMap((group) => group.credits);
    expect(new Set(credits.map((credit) => credit.name)).size).toBe(credits.length);
    for (const credit of credits) if (credit.url) expect(credit.url).toMatch(/^https:\/\//);
    for (const group of creditGroups.slice(0, 6)) {
      for (const credit of group.credits) expect(credit.license, credit.name).toBeTruthy();
    }
  });
});

describe("remote work policy", () => {
  it("has 11 sections, each with a unique id, a title and bullets", () => {
    expect(remoteWorkPolicySections).toHaveLength(11);
    const ids = remoteWorkPolicySections.map((section) => section.id);
    expect(new Set(ids).size).toBe(11);
    for (const section of remoteWorkPolicySections) {
      expect(section.title).not.toBe("");
      expect(section.content.length).toBeGreaterThanOrEqual(3);
    }
    expect(remoteWorkPolicy.sections.map((section) => section.id)).toEqual(ids);
  });
});
