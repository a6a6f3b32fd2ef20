/** The technology services, one page each under /services/{slug}. */

import type { Tone } from "./tones";

export interface ServiceSummary {
  slug: string;
  title: string;
  /** One sentence: what the service is. */
  summary: string;
}

/** The lucide icon of a service, by name (components map names to icons; content stays data). */
export type ServiceIcon =
  | "globe"
  | "smartphone"
  | "shopping-cart"
  | "brain-circuit"
  | "sparkles"
  | "blocks"
  | "database"
  | "glasses"
  | "cloud"
  | "shield-check"
  | "bot"
  | "server"
  | "zap";

/**
 * The forms a sentence or heading uses to name a service, written out in full: a generated
 * sentence never changes a title's case or appends a word to it ("API & Backend Services
 * Services", "your api project").
 */
export interface ServiceNames {
  /** What the service offers, as a heading: "Our {offerings}", the page's <title>, the offer catalogue. */
  offerings: string;
  /** The field mid-sentence, case kept: "Insights and guides on {field} from our engineers." */
  field: string;
  /** A client's project mid-sentence, case kept: "Ready to start your {project}?" */
  project: string;
}

/** A service as the services overview (/services) shows it. */
export interface Service extends ServiceSummary {
  names: ServiceNames;
  /** Two or three sentences for the overview section. */
  description: string;
  icon: ServiceIcon;
  /** Technologies shown as chips, each linking to /tags/{slugify(name)}. */
  technologies: readonly string[];
  /** The service page. */
  link: string;
  colour: Tone;
  /** Site-relative path of the illustration (self-hosted SVG, 640x480). */
  image: string;
  /** Exactly four key features. */
  features: readonly [string, string, string, string];
  /** Shown as one of the twelve sections of the services overview. */
  inOverview: boolean;
}

export const services = [
  {
    slug: "web-development",
    title: "Web Development",
    names: {
      offerings: "Web Development Services",
      field: "web development",
      project: "web development project",
    },
    summary:
      "Websites and web applications built with modern frameworks, from first release to scale.",
    description:
      "Fast, accessible web applications and sites, from a first release in weeks to platforms serving millions of requests. Server-rendered, tested and built to be maintained by your own team later.",
    icon: "globe",
    technologies: [
      "React",
      "Next.js",
      "TypeScript",
      "Node.js",
      "Vue.js",
      "Angular",
      "Tailwind CSS",
      "GraphQL",
      "PostgreSQL",
    ],
    link: "/services/web-development",
    colour: "indigo",
    image: "/images/services/web-development.svg",
    features: [
      "Server-rendered React and Next.js applications",
      "Progressive web apps that work offline",
      "Accessible design systems (WCAG 2.2 AA)",
      "Core Web Vitals and performance budgets",
    ],
    inOverview: true,
  },
  {
    slug: "mobile-development",
    title: "Mobile Development",
    names: {
      offerings: "Mobile Development Services",
      field: "mobile app development",
      project: "mobile app project",
    },
    summary: "Native and cross-platform apps for iOS and Android.",
    description:
      "Native and cross-platform apps for iOS and Android that feel at home on each platform, with offline sync, push notifications and release pipelines to both stores.",
    icon: "smartphone",
    technologies: [
      "React Native",
      "Flutter",
      "Swift",
      "Kotlin",
      "SwiftUI",
      "Jetpack Compose",
      "Firebase",
      "Expo",
    ],
    link: "/services/mobile-development",
    colour: "sky",
    image: "/images/services/mobile-development.svg",
    features: [
      "iOS and Android apps from one codebase",
      "Native Swift and Kotlin where performance matters",
      "Offline-first sync and push notifications",
      "App Store and Google Play release automation",
    ],
    inOverview: true,
  },
  {
    slug: "ecommerce",
    title: "E-commerce Solutions",
    names: {
      offerings: "E-commerce Services",
      field: "e-commerce",
      project: "e-commerce project",
    },
    summary: "Online stores, marketplaces and the integrations that run them.",
    description:
      "Online stores and marketplaces that convert: headless storefronts, custom checkout flows, and the payment, inventory and ERP integrations that keep orders moving through peak season.",
    icon: "shopping-cart",
    technologies: [
      "Shopify",
      "WooCommerce",
      "Magento",
      "BigCommerce",
      "Stripe",
      "Next.js",
      "Algolia",
      "PayPal",
    ],
    link: "/services/ecommerce",
    colour: "orange",
    image: "/images/services/ecommerce.svg",
    features: [
      "Headless storefronts and custom themes",
      "Checkout, payments and subscriptions",
      "Inventory, ERP and shipping integrations",
      "Platform migrations that keep your SEO",
    ],
    inOverview: true,
  },
  {
    slug: "ai-data",
    title: "AI & Data Annotation",
    names: {
      offerings: "AI & Data Annotation Services",
      field: "AI and data annotation",
      project: "AI or data annotation project",
    },
    summary: "Machine-learning solutions and the labelled data they are trained on.",
    description:
      "Machine-learning features and the labelled data behind them: annotation teams with quality checks, model training and evaluation, and LLM applications grounded in your own documents.",
    icon: "brain-circuit",
    technologies: [
      "Python",
      "PyTorch",
      "TensorFlow",
      "Hugging Face",
      "LangChain",
      "OpenAI API",
      "Label Studio",
      "scikit-learn",
    ],
    link: "/services/ai-data",
    colour: "violet",
    image: "/images/services/ai-data.svg",
    features: [
      "Image, text, audio and video annotation",
      "Multi-pass review with 99% accuracy targets",
      "Custom model training and evaluation",
      "LLM apps with retrieval over your documents",
    ],
    inOverview: true,
  },
  {
    slug: "ai-daily-life",
    title: "AI Daily Life",
    names: {
      offerings: "AI Assistant Services",
      field: "AI assistants and everyday automation",
      project: "AI assistant project",
    },
    summary: "AI assistants and automations for everyday work and personal tasks.",
    description:
      "AI assistants and automations for everyday work: inbox triage, meeting notes, scheduling and document drafting, wired into the tools your team already uses and private by design.",
    icon: "sparkles",
    technologies: [
      "OpenAI API",
      "Whisper",
      "LangChain",
      "n8n",
      "Zapier",
      "Microsoft Graph",
      "Google Workspace",
      "Python",
    ],
    link: "/services/ai-daily-life",
    colour: "fuchsia",
    image: "/images/services/ai-daily-life.svg",
    features: [
      "Email and inbox triage assistants",
      "Meeting transcripts with action items",
      "Document drafting and summaries",
      "Personal and team workflow automations",
    ],
    inOverview: true,
  },
  {
    slug: "blockchain-dapps",
    title: "Blockchain & DApps",
    names: {
      offerings: "Blockchain & DApp Services",
      field: "blockchain and DApp development",
      project: "blockchain project",
    },
    summary: "Smart contracts, decentralised applications and wallet integrations.",
    description:
      "Smart contracts, decentralised applications and wallet integrations, reviewed for security before launch and designed with gas costs and upgrade paths in mind.",
    icon: "blocks",
    technologies: [
      "Solidity",
      "Ethereum",
      "Hardhat",
      "Foundry",
      "ethers.js",
      "Polygon",
      "Solana",
      "Rust",
      "IPFS",
    ],
    link: "/services/blockchain-dapps",
    colour: "amber",
    image: "/images/services/blockchain-dapps.svg",
    features: [
      "Smart contract development and audits",
      "DApp front ends with wallet connection",
      "Token, NFT and DeFi protocol design",
      "Layer-2 and cross-chain integrations",
    ],
    inOverview: true,
  },
  {
    slug: "data-engineering",
    title: "Data Engineering",
    names: {
      offerings: "Data Engineering Services",
      field: "data engineering",
      project: "data platform project",
    },
    summary: "Data pipelines, warehouses and analytics platforms.",
    description:
      "Pipelines, warehouses and lakehouses that turn scattered operational data into reliable, governed datasets for analytics and AI, with tests and lineage so every number can be trusted.",
    icon: "database",
    technologies: [
      "Apache Spark",
      "Apache Kafka",
      "Apache Airflow",
      "dbt",
      "Snowflake",
      "BigQuery",
      "Databricks",
      "Power BI",
    ],
    link: "/services/data-engineering",
    colour: "teal",
    image: "/images/services/data-engineering.svg",
    features: [
      "Batch and streaming data pipelines",
      "Cloud data warehouses and lakehouses",
      "Data quality tests and lineage",
      "BI dashboards and self-serve analytics",
    ],
    inOverview: true,
  },
  {
    slug: "virtual-reality",
    title: "VR/AR/MR Development",
    names: {
      offerings: "VR/AR/MR Development Services",
      field: "VR, AR and MR development",
      project: "VR, AR or MR project",
    },
    summary: "Virtual, augmented and mixed reality experiences.",
    description:
      "Immersive training, product visualisation and collaboration experiences for headsets, phones and the browser, from interactive prototype to production roll-out.",
    icon: "glasses",
    technologies: [
      "Unity",
      "Unreal Engine",
      "WebXR",
      "Three.js",
      "ARKit",
      "ARCore",
      "OpenXR",
      "Blender",
    ],
    link: "/services/virtual-reality",
    colour: "purple",
    image: "/images/services/virtual-reality.svg",
    features: [
      "VR training simulations",
      "AR product visualisation and try-on",
      "Mixed reality collaboration spaces",
      "WebXR experiences without an app install",
    ],
    inOverview: true,
  },
  {
    slug: "cloud-devops",
    title: "Cloud & DevOps",
    names: {
      offerings: "Cloud & DevOps Services",
      field: "cloud and DevOps",
      project: "cloud or DevOps project",
    },
    summary: "Cloud architecture, migration, infrastructure as code and delivery pipelines.",
    description:
      "Cloud architecture, migration and the delivery pipelines that ship code safely many times a day, with monitoring built in and costs you can see and control.",
    icon: "cloud",
    technologies: [
      "AWS",
      "Microsoft Azure",
      "Google Cloud",
      "Kubernetes",
      "Docker",
      "Terraform",
      "GitHub Actions",
      "Prometheus",
      "Grafana",
    ],
    link: "/services/cloud-devops",
    colour: "blue",
    image: "/images/services/cloud-devops.svg",
    features: [
      "Cloud migration and landing zones",
      "Infrastructure as code",
      "CI/CD pipelines and release automation",
      "Monitoring, on-call and cost optimisation",
    ],
    inOverview: true,
  },
  {
    slug: "qa-automation",
    title: "QA Automation",
    names: {
      offerings: "QA Automation Services",
      field: "QA automation",
      project: "test automation project",
    },
    summary: "Automated testing of web, mobile and API products.",
    description:
      "Automated tests for web, mobile and APIs that run on every commit, so releases go out faster with fewer regressions and far less manual checking.",
    icon: "shield-check",
    technologies: [
      "Playwright",
      "Cypress",
      "Selenium",
      "Appium",
      "Jest",
      "k6",
      "Postman",
      "axe-core",
    ],
    link: "/services/qa-automation",
    colour: "emerald",
    image: "/images/services/qa-automation.svg",
    features: [
      "End-to-end web and mobile test suites",
      "API contract and load testing",
      "Accessibility and visual regression checks",
      "Test strategy and CI integration",
    ],
    inOverview: true,
  },
  {
    slug: "rpa-automation",
    title: "RPA & Business Automation",
    names: {
      offerings: "RPA & Business Automation Services",
      field: "RPA and business automation",
      project: "automation project",
    },
    summary: "Robotic process automation of repetitive business workflows.",
    description:
      "Software robots and workflow automation that take repetitive, rule-based work off your team: invoices, data entry, reconciliation and reporting, with an ROI estimate before we build.",
    icon: "bot",
    technologies: [
      "UiPath",
      "Power Automate",
      "Automation Anywhere",
      "Blue Prism",
      "Camunda",
      "n8n",
      "Python",
    ],
    link: "/services/rpa-automation",
    colour: "rose",
    image: "/images/services/rpa-automation.svg",
    features: [
      "Process discovery and ROI assessment",
      "Attended and unattended bots",
      "Invoice and document processing with OCR",
      "Bot monitoring and maintenance",
    ],
    inOverview: true,
  },
  {
    slug: "api-services",
    title: "API & Backend Services",
    names: {
      offerings: "API & Backend Services",
      field: "APIs and backend systems",
      project: "API or backend project",
    },
    summary: "APIs, integrations and the backend systems behind them.",
    description:
      "Secure, well-documented APIs and the backend systems behind them: integrations, microservices and event-driven architectures that grow with your product.",
    icon: "server",
    technologies: [
      "Node.js",
      "Python",
      "Go",
      "Java",
      "GraphQL",
      "PostgreSQL",
      "Redis",
      "RabbitMQ",
      "OpenAPI",
    ],
    link: "/services/api-services",
    colour: "cyan",
    image: "/images/services/api-services.svg",
    features: [
      "REST and GraphQL API design",
      "Third-party and legacy system integration",
      "Microservices and event-driven architecture",
      "Authentication, rate limiting and API security",
    ],
    inOverview: true,
  },
  {
    slug: "serverless-functions",
    title: "Serverless Functions",
    names: {
      offerings: "Serverless Development Services",
      field: "serverless functions",
      project: "serverless project",
    },
    summary: "Event-driven serverless backends that scale with demand.",
    description:
      "Event-driven functions for APIs, scheduled jobs and webhooks that scale to zero when idle and to peak demand without servers to manage; you pay only for what runs.",
    icon: "zap",
    technologies: [
      "AWS Lambda",
      "Azure Functions",
      "Google Cloud Functions",
      "Cloudflare Workers",
      "Serverless Framework",
      "DynamoDB",
    ],
    link: "/services/serverless-functions",
    colour: "lime",
    image: "/images/services/serverless-functions.svg",
    features: [
      "Functions for APIs, jobs and webhooks",
      "Event-driven workflows and queues",
      "Edge functions close to your users",
      "Cold-start and cost tuning",
    ],
    inOverview: false,
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]["slug"];

export function findService(slug: string | undefined): (typeof services)[number] | undefined {
  return services.find((service) => service.slug === slug);
}

/** The name forms of a service (every service page's slug is a service's: see its tests). */
export function serviceNames(slug: string): ServiceNames {
  const service = findService(slug);
  if (!service) throw new Error(`No service with the slug "${slug}"`);
  return service.names;
}

/** The twelve services of the services overview, in the overview's order. */
export const overviewServices: readonly Service[] = services.filter(
  (service) => service.inOverview,
);
