/** The technology services, one page each under /services/{slug}. */

export interface ServiceSummary {
  slug: string;
  title: string;
  /** One sentence: what the service is. */
  summary: string;
}

export const services = [
  {
    slug: "web-development",
    title: "Web Development",
    summary:
      "Websites and web applications built with modern frameworks, from first release to scale.",
  },
  {
    slug: "mobile-development",
    title: "Mobile Development",
    summary: "Native and cross-platform apps for iOS and Android.",
  },
  {
    slug: "ecommerce",
    title: "E-commerce Solutions",
    summary: "Online stores, marketplaces and the integrations that run them.",
  },
  {
    slug: "ai-data",
    title: "AI & Data Annotation",
    summary: "Machine-learning solutions and the labelled data they are trained on.",
  },
  {
    slug: "ai-daily-life",
    title: "AI Daily Life",
    summary: "AI assistants and automations for everyday work and personal tasks.",
  },
  {
    slug: "blockchain-dapps",
    title: "Blockchain & DApps",
    summary: "Smart contracts, decentralised applications and wallet integrations.",
  },
  {
    slug: "data-engineering",
    title: "Data Engineering",
    summary: "Data pipelines, warehouses and analytics platforms.",
  },
  {
    slug: "virtual-reality",
    title: "VR/AR/MR Development",
    summary: "Virtual, augmented and mixed reality experiences.",
  },
  {
    slug: "cloud-devops",
    title: "Cloud & DevOps",
    summary: "Cloud architecture, migration, infrastructure as code and delivery pipelines.",
  },
  {
    slug: "qa-automation",
    title: "QA Automation",
    summary: "Automated testing of web, mobile and API products.",
  },
  {
    slug: "rpa-automation",
    title: "RPA & Business Automation",
    summary: "Robotic process automation of repetitive business workflows.",
  },
  {
    slug: "api-services",
    title: "API & Backend Services",
    summary: "APIs, integrations and the backend systems behind them.",
  },
  {
    slug: "serverless-functions",
    title: "Serverless Functions",
    summary: "Event-driven serverless backends that scale with demand.",
  },
] as const satisfies readonly ServiceSummary[];

export type ServiceSlug = (typeof services)[number]["slug"];

export function findService(slug: string | undefined): (typeof services)[number] | undefined {
  return services.find((service) => service.slug === slug);
}
