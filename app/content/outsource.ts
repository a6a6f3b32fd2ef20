/** Content of the outsource page (/outsource-project). */

/** The lucide icon of a block on the outsource page, by name. */
export type OutsourceIcon =
  | "layers"
  | "building"
  | "rocket"
  | "piggy-bank"
  | "timer"
  | "badge-check"
  | "user-cog"
  | "calendar-check"
  | "presentation"
  | "file-lock"
  | "shield"
  | "scaling"
  | "globe"
  | "test-tube"
  | "life-buoy"
  | "landmark"
  | "shopping-bag"
  | "heart-pulse"
  | "graduation-cap"
  | "home"
  | "truck"
  | "code"
  | "server"
  | "smartphone"
  | "cloud"
  | "database"
  | "check-check";

export interface SolutionType {
  id: "full-stack" | "enterprise" | "mvp";
  title: string;
  description: string;
  includes: readonly string[];
  timeline: string;
  icon: OutsourceIcon;
}

export const solutionTypes: readonly SolutionType[] = [
  {
    id: "full-stack",
    title: "Full-Stack Development",
    description:
      "Web and mobile products built end to end: front end, back end, database, infrastructure and release, by one accountable team.",
    includes: [
      "Discovery workshop and UX design",
      "Front end, back end and APIs",
      "Cloud infrastructure and CI/CD",
      "QA, launch and hand-over",
    ],
    timeline: "Typically 2-6 months",
    icon: "layers",
  },
  {
    id: "enterprise",
    title: "Enterprise Solutions",
    description:
      "Systems that run the business: ERP and CRM integrations, workflow platforms, data platforms and the modernisation of legacy applications.",
    includes: [
      "Legacy modernisation in phases",
      "ERP, CRM and single sign-on integration",
      "Security and compliance reviews",
      "Change management and training",
    ],
    timeline: "Typically 4-12 months",
    icon: "building",
  },
  {
    id: "mvp",
    title: "MVP Development",
    description:
      "A focused first version in weeks, to test the idea with real users, win your first customers and raise your next round.",
    includes: [
      "Scope workshop and clickable prototype",
      "Core features only, built to extend",
      "Product analytics from day one",
      "An investor-ready demo",
    ],
    timeline: "Typically 6-12 weeks",
    icon: "rocket",
  },
];

export interface Benefit {
  title: string;
  description: string;
  icon: OutsourceIcon;
}

/** The twelve benefit cards. */
export const outsourceBenefits: readonly Benefit[] = [
  {
    title: "Up to 60% lower cost",
    description:
      "Senior engineers at a fraction of in-house cost, without recruiting or overheads.",
    icon: "piggy-bank",
  },
  {
    title: "Faster time to market",
    description: "A ready-made team starts in days, not after months of hiring.",
    icon: "timer",
  },
  {
    title: "Top 3% engineers",
    description: "Every developer on your project has passed our five-stage vetting.",
    icon: "badge-check",
  },
  {
    title: "A dedicated project manager",
    description: "One person who owns the plan, the risks and your questions.",
    icon: "user-cog",
  },
  {
    title: "Fixed milestones",
    description: "Agreed scope, dates and price for each milestone, in writing.",
    icon: "calendar-check",
  },
  {
    title: "Weekly demos",
    description: "Working software every week and a written progress report.",
    icon: "presentation",
  },
  {
    title: "You own the code",
    description: "Full IP transfer, NDAs from the first call and your own repositories.",
    icon: "file-lock",
  },
  {
    title: "Security by default",
    description: "ISO 27001:2022 processes, code review and dependency scanning.",
    icon: "shield",
  },
  {
    title: "Scale up or down",
    description: "Add specialists for a sprint or slim the team after launch.",
    icon: "scaling",
  },
  {
    title: "Time-zone overlap",
    description: "Teams in 25+ countries with at least four shared working hours.",
    icon: "globe",
  },
  {
    title: "Quality built in",
    description: "Automated tests, CI pipelines and QA engineers on every project.",
    icon: "test-tube",
  },
  {
    title: "Support after launch",
    description: "From 8x5 business-hours support to a 24x7 dedicated team.",
    icon: "life-buoy",
  },
];

export interface SupportTier {
  name: "Basic" | "Premium" | "Enterprise";
  hours: string;
  description: string;
  mostPopular: boolean;
  features: readonly string[];
}

/** The three support tiers, exactly as the spec lists them. */
export const supportTiers: readonly SupportTier[] = [
  {
    name: "Basic",
    hours: "8x5 business hours",
    description: "For stable products that need a safe pair of hands.",
    mostPopular: false,
    features: [
      "Bug fixes and minor updates",
      "Email support",
      "Monthly health checks",
      "Security updates",
    ],
  },
  {
    name: "Premium",
    hours: "24x7",
    description: "For products your customers rely on around the clock.",
    mostPopular: true,
    features: [
      "All of Basic",
      "Priority phone and chat support",
      "Feature enhancements",
      "Performance optimization",
      "Weekly reporting",
    ],
  },
  {
    name: "Enterprise",
    hours: "24x7 dedicated team",
    description: "For business-critical platforms with strict service levels.",
    mostPopular: false,
    features: [
      "All of Premium",
      "Dedicated account manager",
      "Custom SLA agreements",
      "Disaster recovery planning",
      "Architecture consulting",
    ],
  },
];

export interface TechnologySupport {
  technology: string;
  icon: OutsourceIcon;
  examples: readonly string[];
}

/** What support looks like for specific technologies. */
export const technologySupport: readonly TechnologySupport[] = [
  {
    technology: "React and Next.js applications",
    icon: "code",
    examples: [
      "Framework and dependency upgrades",
      "Core Web Vitals regressions fixed",
      "Accessibility audits after each release",
    ],
  },
  {
    technology: "Node.js, Python and Java APIs",
    icon: "server",
    examples: [
      "Security patches within 24 hours of disclosure",
      "Slow endpoint profiling and fixes",
      "API versioning and deprecations",
    ],
  },
  {
    technology: "iOS and Android apps",
    icon: "smartphone",
    examples: [
      "Compatibility with each new OS release",
      "Store resubmissions and review fixes",
      "Crash monitoring and triage",
    ],
  },
  {
    technology: "AWS, Azure and Google Cloud",
    icon: "cloud",
    examples: [
      "Monthly cost reviews",
      "Autoscaling for traffic peaks",
      "Backup and restore drills",
    ],
  },
  {
    technology: "Shopify, WooCommerce and Magento stores",
    icon: "shopping-bag",
    examples: [
      "Platform and plugin updates",
      "Peak-season load testing",
      "Payment gateway changes",
    ],
  },
  {
    technology: "Data pipelines and AI models",
    icon: "database",
    examples: [
      "Pipeline monitoring and alerting",
      "Scheduled model retraining",
      "Data quality checks",
    ],
  },
];

export interface Industry {
  name: "FinTech" | "E-commerce" | "Healthcare" | "Education" | "Real Estate" | "Logistics";
  description: string;
  examples: readonly string[];
  icon: OutsourceIcon;
}

/** The six industries. */
export const industries: readonly Industry[] = [
  {
    name: "FinTech",
    description:
      "Payments, lending and wealth apps with KYC flows, audit trails and PCI DSS-aware design.",
    examples: ["Payment gateways", "Lending platforms", "Wealth dashboards"],
    icon: "landmark",
  },
  {
    name: "E-commerce",
    description:
      "Storefronts, marketplaces and order management that hold up on the busiest day of the year.",
    examples: ["Headless storefronts", "Marketplaces", "Order management"],
    icon: "shopping-bag",
  },
  {
    name: "Healthcare",
    description:
      "Patient portals, telehealth and clinic software built for HIPAA and GDPR requirements.",
    examples: ["Telehealth apps", "Patient portals", "Clinic scheduling"],
    icon: "heart-pulse",
  },
  {
    name: "Education",
    description:
      "Learning platforms, virtual classrooms and assessment tools for schools and course creators.",
    examples: ["Learning management", "Virtual classrooms", "Online exams"],
    icon: "graduation-cap",
  },
  {
    name: "Real Estate",
    description:
      "Listing portals, property management and CRM tools with maps, tours and e-signatures.",
    examples: ["Listing portals", "Property management", "Agent CRMs"],
    icon: "home",
  },
  {
    name: "Logistics",
    description:
      "Fleet tracking, warehouse management and route optimisation with real-time dashboards.",
    examples: ["Fleet tracking", "Warehouse systems", "Route planning"],
    icon: "truck",
  },
];

export interface TechStack {
  name: string;
  technologies: readonly string[];
}

export const techStacks: readonly TechStack[] = [
  { name: "Frontend", technologies: ["React", "Next.js", "Vue.js", "Angular", "TypeScript"] },
  { name: "Backend", technologies: ["Node.js", "Python", "Java", "Go", ".NET"] },
  { name: "Mobile", technologies: ["React Native", "Flutter", "Swift", "Kotlin"] },
  {
    name: "Cloud and DevOps",
    technologies: ["AWS", "Microsoft Azure", "Google Cloud", "Docker", "Kubernetes", "Terraform"],
  },
  {
    name: "Data and AI",
    technologies: ["PostgreSQL", "MongoDB", "Snowflake", "PyTorch", "LangChain"],
  },
  { name: "Quality", technologies: ["Playwright", "Cypress", "Appium", "k6"] },
];

export const outsourceStats = [
  { value: "up to 60%", label: "lower cost than in-house" },
  { value: "1,500+", label: "engineers on delivery teams" },
  { value: "25+", label: "countries served" },
  { value: "24x7", label: "support available" },
] as const;
