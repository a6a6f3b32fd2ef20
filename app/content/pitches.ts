/**
 * The pitches of the enquiry dialog: what the dialog says beside the contact form, chosen by the
 * page type of the button that opened it. Every page type used by a page of the site is listed
 * here; an unknown page type gets the generic pitch (`services`).
 */

import type { Tone } from "./tones";

export interface Pitch {
  title: string;
  subtitle: string;
  description: string;
  features: readonly [string, string, string];
  /** The label of the form's submit button beside the pitch. */
  buttonText: string;
  /** The colour of the pitch panel's gradient. */
  gradient: Tone;
}

export const pitches = {
  // Talent and projects
  "hire-talent": {
    title: "Hire Pre-Vetted Talent",
    subtitle: "Matched with your team in under 48 hours",
    description:
      "Tell us the role, the skills and the time zone you need. We shortlist three engineers from the top 3% of our network and you interview them within two days.",
    features: [
      "Top 3% acceptance after a five-stage vetting process",
      "A shortlist of three in under 48 hours",
      "30-day satisfaction guarantee",
    ],
    buttonText: "Start Hiring Today",
    gradient: "indigo",
  },
  "outsource-project": {
    title: "Start Your Project",
    subtitle: "Full-stack, enterprise or MVP, delivered end to end",
    description:
      "Hand us the whole project: a dedicated team led by a delivery manager ships it in fixed milestones, then keeps it running with Basic, Premium or Enterprise support.",
    features: [
      "Fixed milestones and a demo every week",
      "Up to 60% lower cost than building in-house",
      "Support from 8x5 to a 24x7 dedicated team",
    ],
    buttonText: "Get a Project Estimate",
    gradient: "blue",
  },

  // Service pages
  "web-development": {
    title: "Build Your Web Application",
    subtitle: "From prototype to production",
    description:
      "Share your idea or your current stack. We propose an architecture, a team and a timeline: typically 2-4 weeks for a simple site and 2-6 months for a complex platform.",
    features: [
      "Server-rendered, accessible and fast",
      "React, Next.js and Node.js specialists",
      "Fixed-scope or dedicated-team pricing",
    ],
    buttonText: "Get a Web Project Quote",
    gradient: "indigo",
  },
  "mobile-development": {
    title: "Build Your Mobile App",
    subtitle: "iOS and Android from one team",
    description:
      "Native or cross-platform: we recommend what fits your product, budget and timeline, and take the app all the way through store review.",
    features: [
      "React Native, Flutter, Swift and Kotlin",
      "Offline sync and push notifications",
      "Store submission and release automation",
    ],
    buttonText: "Get a Mobile App Quote",
    gradient: "sky",
  },
  "ecommerce-development": {
    title: "Grow Your Online Store",
    subtitle: "E-commerce that converts",
    description:
      "A new store, a redesign or a migration: we build storefronts, checkouts and integrations that keep working through peak season.",
    features: [
      "Shopify, WooCommerce, Magento and headless builds",
      "Payments, subscriptions and tax",
      "Migrations that keep your search rankings",
    ],
    buttonText: "Discuss Your Store",
    gradient: "orange",
  },
  "ai-data-services": {
    title: "Put AI to Work",
    subtitle: "AI solutions and data annotation at scale",
    description:
      "From labelled training data to production models and LLM assistants, we help you ship AI that is measured, reliable and grounded in your own data.",
    features: [
      "Annotation teams with multi-pass quality review",
      "Model training, evaluation and MLOps",
      "LLM apps with retrieval over your documents",
    ],
    buttonText: "Discuss Your AI Project",
    gradient: "violet",
  },
  "blockchain-dapps": {
    title: "Launch Your DApp",
    subtitle: "Smart contracts you can trust",
    description:
      "We design, build and review smart contracts and the apps around them, with gas optimisation and upgrade paths planned from the first day.",
    features: [
      "Solidity and Rust smart contracts",
      "Security review before mainnet",
      "Wallet, token and DeFi integrations",
    ],
    buttonText: "Discuss Your Blockchain Project",
    gradient: "amber",
  },
  "data-engineering": {
    title: "Make Your Data Reliable",
    subtitle: "Pipelines, warehouses and dashboards",
    description:
      "We build batch and streaming pipelines into a governed warehouse or lakehouse, with tests and lineage so every number can be trusted. A typical data platform takes 3-8 months.",
    features: [
      "Spark, Kafka, Airflow and dbt",
      "Snowflake, BigQuery and Databricks",
      "Data quality checks and lineage",
    ],
    buttonText: "Discuss Your Data Platform",
    gradient: "teal",
  },
  "virtual-reality": {
    title: "Create Immersive Experiences",
    subtitle: "Virtual, augmented and mixed reality",
    description:
      "Training simulations, product visualisations and shared spaces for headsets, phones and the browser, from first prototype to roll-out.",
    features: [
      "Unity and Unreal Engine specialists",
      "WebXR: no app install needed",
      "3D asset creation and optimisation",
    ],
    buttonText: "Discuss Your XR Project",
    gradient: "purple",
  },
  "cloud-devops": {
    title: "Modernise Your Cloud",
    subtitle: "Ship faster, spend less",
    description:
      "Migration, infrastructure as code and CI/CD pipelines on AWS, Azure and Google Cloud, with monitoring and cost controls built in.",
    features: [
      "Migration and landing-zone setup",
      "Terraform, Docker and Kubernetes",
      "24x7 monitoring and cost optimisation",
    ],
    buttonText: "Discuss Your Cloud Project",
    gradient: "blue",
  },
  "qa-automation": {
    title: "Release With Confidence",
    subtitle: "Automated testing on every commit",
    description:
      "We build web, mobile and API test suites that run in your pipeline and catch regressions before your users do, cutting manual regression time.",
    features: [
      "Playwright, Cypress and Appium suites",
      "API, load and accessibility testing",
      "CI integration and flaky-test triage",
    ],
    buttonText: "Discuss Your Test Automation",
    gradient: "emerald",
  },
  "rpa-services": {
    title: "Automate Repetitive Work",
    subtitle: "Software robots that pay for themselves",
    description:
      "We map your processes, estimate the hours saved and build attended or unattended bots, so your team spends its time on work that needs people.",
    features: [
      "Process discovery and ROI estimate",
      "UiPath, Power Automate and Python bots",
      "Monitoring and maintenance included",
    ],
    buttonText: "Discuss Your Automation",
    gradient: "rose",
  },
  "api-services": {
    title: "Build Robust APIs",
    subtitle: "APIs and backends that scale",
    description:
      "REST and GraphQL APIs, integrations with third-party and legacy systems, and event-driven backends: documented, secured and monitored.",
    features: [
      "OpenAPI-first design and documentation",
      "ERP, CRM and payment integrations",
      "Authentication, rate limits and observability",
    ],
    buttonText: "Discuss Your API Project",
    gradient: "cyan",
  },
  "serverless-functions": {
    title: "Go Serverless",
    subtitle: "Scale to zero, scale to peak",
    description:
      "Event-driven functions for APIs, scheduled jobs and webhooks on AWS Lambda, Azure Functions, Google Cloud Functions or the edge. You pay only for what runs.",
    features: [
      "Lambda, Azure Functions and Cloud Functions",
      "Queues, events and workflows",
      "Cold-start and cost tuning",
    ],
    buttonText: "Discuss Your Serverless Project",
    gradient: "lime",
  },

  // Services overview (/services): page types of its sections that differ from the service pages
  "ecommerce-services": {
    title: "E-commerce Solutions",
    subtitle: "From storefront to fulfilment",
    description:
      "Whether you are launching your first store or replatforming a marketplace, we plan, build and integrate the whole commerce stack around your customers.",
    features: [
      "Storefronts on Shopify, WooCommerce or headless",
      "Checkout, payments and ERP integrations",
      "Conversion and page-speed optimisation",
    ],
    buttonText: "Plan Your E-commerce Project",
    gradient: "orange",
  },
  "ai-daily-life": {
    title: "AI for Everyday Work",
    subtitle: "Assistants that save hours every week",
    description:
      "Inbox triage, meeting notes, scheduling and document drafting: we build AI assistants that plug into the tools your team already uses, with your data kept private.",
    features: [
      "Email, calendar and document assistants",
      "Workflows connected to your tools",
      "Private deployments and access controls",
    ],
    buttonText: "Discuss Your AI Assistant",
    gradient: "fuchsia",
  },
  "blockchain-services": {
    title: "Blockchain Solutions for Business",
    subtitle: "Web3 without the guesswork",
    description:
      "We start by asking whether a blockchain is the right tool, then design and deliver the contracts, apps and integrations that make it work for your business.",
    features: [
      "Use-case assessment before any code",
      "Public and private chain delivery",
      "Tokenisation, NFTs and DeFi",
    ],
    buttonText: "Explore Blockchain Options",
    gradient: "amber",
  },
  "vr-ar-services": {
    title: "Step Into Extended Reality",
    subtitle: "From concept to headset",
    description:
      "Immersive experiences that train people faster, sell products better and bring distributed teams together, on the devices your audience already has.",
    features: [
      "VR training and simulation",
      "AR product visualisation",
      "Cross-device WebXR delivery",
    ],
    buttonText: "Plan Your VR/AR Project",
    gradient: "purple",
  },

  // Product pages
  "project-hive": {
    title: "Get Project Hive",
    subtitle: "Project management in your spreadsheets",
    description:
      "A sheet-based project manager with scripted automation: task boards, timelines and status reports in the Google Sheets your team already uses. Set up once, no monthly fees.",
    features: [
      "Set up for your team in days",
      "Automated status reports and reminders",
      "No monthly subscription fees",
    ],
    buttonText: "Get Started Now",
    gradient: "amber",
  },
  "ecommerce-blueprint": {
    title: "Get the E-commerce Blueprint",
    subtitle: "Plan your store before you build it",
    description:
      "The complete package: a core features guide with 16+ features, a platform strategy blueprint across 6 categories and a UI/UX checklist for every key page.",
    features: [
      "Core features guide with 16+ features",
      "Platform strategy blueprint",
      "UI/UX checklist from homepage to checkout",
    ],
    buttonText: "Get Complete Package",
    gradient: "orange",
  },
  "premium-support": {
    title: "Premium Support Plan",
    subtitle: "$1,500 per year",
    description:
      "Priority help for the Tabulator table visual: faster answers, guidance on report design and early access to new releases.",
    features: ["Priority email support", "Report design guidance", "Early access to new releases"],
    buttonText: "Get Premium Support",
    gradient: "indigo",
  },
  "enterprise-license": {
    title: "Enterprise License",
    subtitle: "$5,000 one-time per organization or tenant",
    description:
      "A perpetual license for your organization with unlimited team usage and full access to the source code.",
    features: [
      "Perpetual license, one-time fee",
      "Unlimited team usage",
      "Full source code access",
    ],
    buttonText: "Request Enterprise License",
    gradient: "violet",
  },
  "custom-requirements": {
    title: "Custom Requirements",
    subtitle: "Professional services for your reports",
    description:
      "Advanced report design, automation and integration, training or enterprise advisory: tell us what you need and we scope it with you.",
    features: [
      "Advanced report design from $1,000",
      "Automation and integration from $1,000",
      "Training, enablement and advisory",
    ],
    buttonText: "Discuss Your Requirements",
    gradient: "cyan",
  },
  "lockboxy-notion": {
    title: "Lockboxy for Notion",
    subtitle: "Data governance for your Notion workspace",
    description:
      "A self-hosted governance and security layer for Notion: custom roles, row-level access and PII masking, deployed in your own infrastructure.",
    features: [
      "Custom roles and row-level access",
      "Automatic PII masking",
      "Self-hosted: your data stays with you",
    ],
    buttonText: "Contact Sales",
    gradient: "slate",
  },
  suchify: {
    title: "Run Your Store With Suchify",
    subtitle: "Store management for shops and dairies",
    description:
      "Inventory, sales, invoices, promotions and dashboards in one app built for small retail shops and dairies. Start free for six months, then move to Pro when you grow.",
    features: [
      "Inventory and sales tracking",
      "Invoices and promotions in a few taps",
      "6 months free, Pro for unlimited scale",
    ],
    buttonText: "Talk to Sales",
    gradient: "emerald",
  },

  // Generic: the services overview's fallback and any unknown page type
  services: {
    title: "Let's Build Something Great",
    subtitle: "13+ technology services, one partner",
    description:
      "Tell us about your project or the team you need. A solutions engineer replies within 24 hours with next steps.",
    features: [
      "Pre-vetted engineers matched in 48 hours",
      "Delivery from MVP to enterprise scale",
      "A reply within 24 hours",
    ],
    buttonText: "Start the Conversation",
    gradient: "indigo",
  },
} as const satisfies Record<string, Pitch>;

export type PitchPageType = keyof typeof pitches;

/** The pitch used when a page type has none of its own. */
export const genericPitchPageType = "services" satisfies PitchPageType;

export function isPitchPageType(pageType: string): pageType is PitchPageType {
  return Object.hasOwn(pitches, pageType);
}

/** The pitch of a page type; the generic pitch for an unknown one. */
export function getPitch(pageType: string | undefined): Pitch {
  return pageType !== undefined && isPitchPageType(pageType)
    ? pitches[pageType]
    : pitches[genericPitchPageType];
}
