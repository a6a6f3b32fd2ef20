import { describe, expect, it } from "vitest";
import { demoJobRows } from "../../db/seed/jobs";
import { services } from "./services";
import {
  findTechnology,
  type TechnologyCategory,
  technologies,
  technologyCategories,
  technologyKey,
} from "./technologies";

/** Job tags that name a skill, domain or practice rather than a technology. */
const nonTechnologyJobTags = new Set([
  "A/B Testing",
  "Account Management",
  "Accessibility",
  "Agile Delivery",
  "API Testing",
  "Arabic",
  "Architecture",
  "B2B",
  "Brand",
  "Branding",
  "CI/CD",
  "Client Success",
  "Contract Testing",
  "Cost Optimisation",
  "Data Annotation",
  "Delivery Management",
  "Design Systems",
  "Distributed Systems",
  "Due Diligence",
  "E-commerce",
  "Edge Computing",
  "Energy",
  "Engineering Management",
  "English",
  "Evaluation",
  "Forecasting",
  "Fraud Detection",
  "Healthcare",
  "Illustration",
  "Internship",
  "IT Services",
  "Leadership",
  "LinkedIn",
  "LLMs",
  "Logistics",
  "Machine Learning",
  "Manual Testing",
  "Mentorship",
  "Mobile Testing",
  "Motion Design",
  "Observability",
  "Offline-first",
  "Payments",
  "Product Copy",
  "Product Design",
  "Prompt Design",
  "Prototyping",
  "Quality Review",
  "RAG",
  "Recruiting",
  "REST APIs",
  "Robotics",
  "Sales",
  "Scaling Teams",
  "Scheduling",
  "Scrum",
  "Security",
  "Sourcing",
  "Stakeholder Management",
  "Test Automation",
  "Time Series",
  "UI Design",
  "User Research",
  "UX Design",
  "UX Research",
]);

describe("technology catalogue", () => {
  it("holds about 300 entries", () => {
    expect(technologies.length).toBeGreaterThanOrEqual(280);
    expect(technologies.length).toBeLessThanOrEqual(320);
  });

  it("has names and aliases that are unique ignoring case, spaces, dots and hyphens", () => {
    const seen = new Map<string, string>();
    for (const technology of technologies) {
      for (const name of [technology.name, ...(technology.aliases ?? [])]) {
        const key = technologyKey(name);
        expect(key, `${name} has an empty key`).not.toBe("");
        expect(seen.get(key), `${name} collides with ${seen.get(key)}`).toBeUndefined();
        seen.set(key, technology.name);
      }
    }
    const lowerNames = technologies.map((technology) => technology.name.toLowerCase());
    expect(new Set(lowerNames).size).toBe(technologies.length);
  });

  it("gives every entry one of the eight categories, and uses all eight", () => {
    const categories = new Set<TechnologyCategory>(technologyCategories);
    expect(categories.size).toBe(8);
    for (const technology of technologies) {
      expect(categories.has(technology.category), technology.name).toBe(true);
    }
    expect(new Set(technologies.map((technology) => technology.category))).toEqual(categories);
  });

  it("has one-sentence descriptions that end with a period", () => {
    for (const { name, description } of technologies) {
      expect(description.trim(), name).toBe(description);
      expect(description.length, name).toBeGreaterThan(30);
      expect(description.length, name).toBeLessThan(180);
      expect(description, name).toMatch(/\.$/);
      // One sentence: no full stop followed by a capitalised word inside it.
      expect(description.slice(0, -1), name).not.toMatch(/[.!?]\s+[A-Z]/);
    }
  });

  it("links only to https urls that parse", () => {
    for (const { name, url } of technologies) {
      if (url === undefined) continue;
      const parsed = new URL(url);
      expect(parsed.protocol, name).toBe("https:");
      expect(parsed.username + parsed.password, name).toBe("");
    }
    const withUrl = technologies.filter((technology) => technology.url).length;
    expect(withUrl / technologies.length).toBeGreaterThan(0.9);
  });

  it("contains every technology of every service, spelled as the service spells it", () => {
    for (const service of services) {
      for (const name of service.technologies) {
        expect(findTechnology(name)?.name, `${service.slug}: ${name}`).toBe(name);
      }
    }
  });

  it("knows every job tag that names a technology", () => {
    const tags = new Set(demoJobRows().flatMap((job) => job.tags));
    const unknown = [...tags].filter(
      (tag) => !nonTechnologyJobTags.has(tag) && !findTechnology(tag),
    );
    expect(unknown).toEqual([]);
    const misfiled = [...nonTechnologyJobTags].filter((tag) => findTechnology(tag));
    expect(misfiled).toEqual([]);
    // Job posts use short names for a few technologies; they resolve to the catalogue entry.
    expect(findTechnology("Kafka")?.name).toBe("Apache Kafka");
    expect(findTechnology("Airflow")?.name).toBe("Apache Airflow");
    expect(findTechnology("Azure")?.name).toBe("Microsoft Azure");
  });
});

describe("findTechnology", () => {
  it("ignores case, spaces, dots, hyphens and accents", () => {
    expect(findTechnology("node js")?.name).toBe("Node.js");
    expect(findTechnology("NODEJS")?.name).toBe("Node.js");
    expect(findTechnology("  Next.JS ")?.name).toBe("Next.js");
    expect(findTechnology("vue-js")?.name).toBe("Vue.js");
    expect(findTechnology("Tailwind-CSS")?.name).toBe("Tailwind CSS");
    expect(findTechnology("postgresql")?.name).toBe("PostgreSQL");
    expect(findTechnology("oauth 2 0")?.name).toBe("OAuth 2.0");
    expect(findTechnology("Pýthon")?.name).toBe("Python");
    expect(findTechnology("scikit learn")?.name).toBe("scikit-learn");
  });

  it("keeps other punctuation meaningful", () => {
    expect(findTechnology("C++")?.name).toBe("C++");
    expect(findTechnology("C#")?.name).toBe("C#");
    expect(findTechnology("C")?.name).toBe("C");
    expect(findTechnology("HTTP/3")?.name).toBe("HTTP/3");
  });

  it("resolves aliases and returns nothing for unknown or empty names", () => {
    expect(findTechnology("Golang")?.name).toBe("Go");
    expect(findTechnology("k8s")?.name).toBe("Kubernetes");
    expect(findTechnology("Postgres")?.name).toBe("PostgreSQL");
    expect(findTechnology("Leadership")).toBeUndefined();
    expect(findTechnology("Reactive Cobol")).toBeUndefined();
    expect(findTechnology("")).toBeUndefined();
    expect(findTechnology(" . - ")).toBeUndefined();
  });
});
