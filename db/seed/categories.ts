import type { Queryable } from "../../app/lib/db.server.ts";
import { blogCategories, jobCategories } from "../schema/index.ts";

const blogCategorySeed = [
  {
    id: "web-development",
    name: "Web Development",
    slug: "web-development",
    description: "Frameworks, performance and architecture for modern web applications.",
    color: "#2563eb",
  },
  {
    id: "mobile-development",
    name: "Mobile Development",
    slug: "mobile-development",
    description: "Native and cross-platform apps, from first prototype to app-store release.",
    color: "#7c3aed",
  },
  {
    id: "ai-ml",
    name: "AI & Machine Learning",
    slug: "ai-ml",
    description: "Applied AI, data annotation, LLM integration and model operations.",
    color: "#db2777",
  },
  {
    id: "business",
    name: "Business",
    slug: "business",
    description: "Hiring remote teams, outsourcing, budgeting and delivery management.",
    color: "#059669",
  },
  {
    id: "case-studies",
    name: "Case Studies",
    slug: "case-studies",
    description: "Projects we delivered: the problem, the approach and the measured outcome.",
    color: "#d97706",
  },
  {
    id: "news",
    name: "News",
    slug: "news",
    description: "Company announcements, partnerships and certifications.",
    color: "#475569",
  },
  {
    id: "cloud-devops",
    name: "Cloud & DevOps",
    slug: "cloud-devops",
    description: "Infrastructure as code, Kubernetes, CI/CD, observability and cloud cost control.",
    color: "#0891b2",
  },
  {
    id: "data-engineering",
    name: "Data Engineering",
    slug: "data-engineering",
    description: "Pipelines, streaming, warehouses and the data models analytics teams rely on.",
    color: "#0d9488",
  },
];

const jobCategorySeed = [
  {
    id: "engineering",
    name: "Engineering",
    description: "Software engineers across the stack.",
    color: "#2563eb",
  },
  {
    id: "data-ai",
    name: "Data & AI",
    description: "Data engineers, ML engineers and annotators.",
    color: "#db2777",
  },
  { id: "design", name: "Design", description: "Product, UX and UI designers.", color: "#7c3aed" },
  {
    id: "quality",
    name: "Quality Assurance",
    description: "Manual and automation testers.",
    color: "#059669",
  },
  {
    id: "devops",
    name: "Cloud & DevOps",
    description: "Platform, SRE and cloud engineers.",
    color: "#0891b2",
  },
  {
    id: "business",
    name: "Sales & Operations",
    description: "Account, delivery and operations roles.",
    color: "#d97706",
  },
];

/** The knowledge-center categories; existing ones are left alone. */
export async function seedBlogCategories(db: Queryable) {
  await db.insert(blogCategories).values(blogCategorySeed).onConflictDoNothing();
}

export async function seedCategories(db: Queryable) {
  await seedBlogCategories(db);
  await db.insert(jobCategories).values(jobCategorySeed).onConflictDoNothing();
}
