import { normalizePathname } from "~/lib/page-meta";
import { products } from "./products";
import { type ServiceSlug, services } from "./services";
import { site } from "./site";

/** Search and social metadata of one page. Image paths are site-relative (files in public/). */
export interface RouteMeta {
  /** The page title; the site name is appended unless the title already contains it. */
  title: string;
  description: string;
  keywords: readonly string[];
  ogImage: string;
  twitterImage: string;
  ogType: "website" | "article" | "product" | "profile";
  /** Site-relative canonical path when it differs from the page's own path. */
  canonical?: string;
}

const defaultImage = "/og/default.png";

/** Applies to every route without its own entry, and fills fields an entry leaves out. */
export const defaultRouteMeta: RouteMeta = {
  title: `${site.name} - AI-Trained Remote Developers and Software Delivery`,
  description: `Hire from 50,000+ pre-vetted professionals in under 48 hours through a 4-step hiring process, or let ${site.name} deliver your software project. Rated 4.9/5 from 150 reviews.`,
  keywords: [
    "hire remote developers",
    "AI-trained developers",
    "pre-vetted talent",
    "software development company",
    "IT staff augmentation",
    "outsourced software development",
  ],
  ogImage: defaultImage,
  twitterImage: defaultImage,
  ogType: "website",
};

type RouteMetaEntry = Partial<RouteMeta> & Pick<RouteMeta, "title" | "description">;

const serviceKeywords: Record<ServiceSlug, string[]> = {
  "web-development": ["web development", "React development", "web application development"],
  "mobile-development": ["mobile app development", "iOS development", "Android development"],
  ecommerce: ["e-commerce development", "online store development", "marketplace development"],
  "ai-data": ["AI development", "data annotation", "machine learning services"],
  "ai-daily-life": ["AI assistants", "everyday AI automation", "AI productivity"],
  "blockchain-dapps": ["blockchain development", "DApp development", "smart contracts"],
  "data-engineering": ["data engineering", "data pipelines", "data warehouse"],
  "virtual-reality": ["VR development", "AR development", "mixed reality"],
  "cloud-devops": ["cloud consulting", "DevOps services", "infrastructure as code"],
  "qa-automation": ["QA automation", "test automation", "software testing services"],
  "rpa-automation": ["RPA", "robotic process automation", "business process automation"],
  "api-services": ["API development", "backend development", "system integration"],
  "serverless-functions": [
    "serverless development",
    "serverless functions",
    "event-driven backend",
  ],
};

const serviceEntries = Object.fromEntries(
  services.map((service): [string, RouteMetaEntry] => [
    `/services/${service.slug}`,
    {
      title: service.names.offerings,
      description: `${service.summary} Delivered by ${site.name}'s pre-vetted engineers, with teams matched in under 48 hours.`,
      keywords: serviceKeywords[service.slug],
    },
  ]),
);

const productEntries = Object.fromEntries(
  products.map((product): [string, RouteMetaEntry] => [
    `/products/${product.slug}`,
    {
      title: product.title,
      description: product.summary,
      keywords: [product.title, `${product.title} by ${site.name}`, "digital product"],
      ogType: "product",
    },
  ]),
);

const entries: Record<string, RouteMetaEntry> = {
  "/": {
    title: `Hire AI-Trained Remote Developers in 48 Hours | ${site.name}`,
    description: defaultRouteMeta.description,
    keywords: defaultRouteMeta.keywords,
  },
  "/hire-talent": {
    title: "Hire Pre-Vetted Remote Talent in Under 48 Hours",
    description:
      "Tell us what you need, we search 50,000+ professionals, match you in under 48 hours and you start working: a 4-step hiring process for top 3% pre-vetted talent, about $20K per hire instead of $50K+, with a 30-day satisfaction guarantee.",
    keywords: [
      "hire remote talent",
      "hire developers in 48 hours",
      "pre-vetted developers",
      "top 3% developers",
      "remote developer cost per hire",
      "staff augmentation",
    ],
    ogImage: "/og/hire-talent.jpg",
    twitterImage: "/og/hire-talent.jpg",
  },
  "/outsource-project": {
    title: "Outsource Your Software Project",
    description:
      "Full-stack, enterprise and MVP projects delivered end to end, with Basic 8x5, Premium 24x7 and Enterprise support and cost reduction of up to 60%.",
    keywords: [
      "outsource software project",
      "software outsourcing",
      "MVP development",
      "enterprise software development",
      "software support and maintenance",
      "dedicated development team",
    ],
    ogImage: "/og/outsource-project.jpg",
    twitterImage: "/og/outsource-project.jpg",
  },
  "/services": {
    title: "Technology Services: Transform Your Digital Future",
    description: `13+ technology services from ${site.name}'s pre-vetted engineering teams: web, mobile, e-commerce, AI and data annotation, blockchain, data engineering, VR/AR, cloud and DevOps, QA, RPA and APIs.`,
    keywords: [
      "technology services",
      "software development services",
      "IT services",
      "AI development services",
      "cloud and DevOps services",
      "free technology consultation",
    ],
    ogImage: "/og/services.jpg",
    twitterImage: "/og/services.jpg",
  },
  ...serviceEntries,
  "/ai-use-cases": {
    title: "AI Use Cases",
    description:
      "Fifteen practical AI use cases across industries, with the technologies they use and the business value they bring.",
    keywords: ["AI use cases", "AI solutions", "enterprise AI"],
  },
  ...productEntries,
  "/certifications": {
    title: "Certifications",
    description: `The certifications and partner programmes that ${site.name} holds, including ISO 27001:2022.`,
    keywords: ["ISO 27001", "certifications", "partner programmes"],
  },
  "/knowledge-center": {
    title: "Knowledge Center",
    description:
      "Articles on software development, AI, hiring remote talent and running distributed engineering teams.",
    keywords: ["software development articles", "tech blog", "remote hiring guides"],
  },
  "/knowledge-center/categories": {
    title: "Knowledge Center Categories",
    description: "Browse the knowledge center's articles by category.",
    keywords: ["article categories", "tech blog categories"],
  },
  "/blog": {
    title: "Knowledge Center",
    description:
      "Articles on software development, AI, hiring remote talent and running distributed engineering teams.",
    keywords: ["software development articles", "tech blog", "remote hiring guides"],
    canonical: "/knowledge-center",
  },
  "/careers": {
    title: "Careers",
    description: `Open positions at ${site.name} and its clients: search remote jobs, save them and apply. We reply to applications within 48 hours.`,
    keywords: ["remote jobs", "developer jobs", "careers"],
  },
  "/internship": {
    title: "Internships",
    description: `Internship openings at ${site.name}: learn on real projects with experienced remote engineers.`,
    keywords: ["internships", "remote internship", "developer internship"],
  },
  "/contact": {
    title: "Contact Us",
    description: `Talk to ${site.name} about hiring talent, outsourcing a project, our products or consulting. We reply to enquiries within 24 hours. Offices in India and Canada, partners worldwide.`,
    keywords: ["contact", "hire developers", "software consulting", "FAQ", "get a quote"],
    ogImage: "/og/contact.jpg",
    twitterImage: "/og/contact.jpg",
  },
  "/our-story": {
    title: "Our Story",
    description: `Founded in 2020, ${site.name} connects companies with 50,000+ professionals and builds software for them, with offices in India and Canada and partners worldwide.`,
    keywords: ["about us", "company story", "remote talent company"],
  },
  "/credits": {
    title: "Credits",
    description:
      "The frameworks, libraries, design resources and tools this website is built with.",
    keywords: ["credits", "acknowledgments"],
  },
  "/remote-work-policy": {
    title: "Remote Work Policy",
    description: `How ${site.name}'s distributed teams work: availability, communication, security and equipment.`,
    keywords: ["remote work policy", "distributed teams"],
  },
  "/azure-services": {
    title: "Microsoft Azure Consulting Services",
    description:
      "Azure consulting, migration and managed services with onsite, offshore and blended delivery models.",
    keywords: ["Azure consulting", "Azure migration", "cloud services"],
  },
  "/amazon-web-services": {
    title: "Amazon Web Services Consulting",
    description:
      "AWS consulting, migration and managed services with onsite, offshore and blended delivery models.",
    keywords: ["AWS consulting", "AWS migration", "cloud services"],
  },
  "/google-cloud-services": {
    title: "Google Cloud Consulting Services",
    description:
      "Google Cloud consulting, migration and managed services with onsite, offshore and blended delivery models.",
    keywords: ["Google Cloud consulting", "GCP migration", "cloud services"],
  },
  "/user/login": {
    title: "Log In or Create an Account",
    description: `Sign in to your ${site.name} candidate account, or create one: apply to remote jobs, track your applications and keep your saved jobs.`,
    keywords: ["candidate login", "create account", "job seeker account"],
  },
  "/user/forgot-password": {
    title: "Forgot Your Password?",
    description: `Request a link to choose a new password for your ${site.name} account.`,
    keywords: [],
  },
  "/user/reset-password": {
    title: "Choose a New Password",
    description: `Choose a new password for your ${site.name} account.`,
    keywords: [],
  },
  "/unsubscribe": {
    title: "Unsubscribe",
    description: `Stop ${site.name} emails you did not ask for.`,
    keywords: [],
  },
  "/user/verify-email": {
    title: "Confirm Your Email Address",
    description: `Confirm the email address of your ${site.name} account.`,
    keywords: [],
  },
  "/user/profile": {
    title: "My Profile",
    description: `Your ${site.name} candidate profile: basic info, experience and projects, education and your resume.`,
    keywords: [],
    ogType: "profile",
  },
  "/user/applications": {
    title: "My Applications",
    description: `The jobs you applied for at ${site.name} and where each application stands.`,
    keywords: [],
  },
  "/user/saved-jobs": {
    title: "Saved Jobs",
    description: `The open jobs you saved on the ${site.name} careers board.`,
    keywords: [],
  },
  "/user/account": {
    title: "Account & Privacy",
    description: `Your ${site.name} sign-in details and personal data: change your password, download your data or delete your account.`,
    keywords: [],
  },
  "/privacy-policy": {
    title: "Privacy Policy",
    description: `How ${site.name} collects, uses and protects personal data.`,
    keywords: ["privacy policy"],
  },
  "/terms-and-conditions": {
    title: "Terms and Conditions",
    description: `The terms that apply to using the ${site.name} website and services.`,
    keywords: ["terms and conditions"],
  },
  "/cookies-policy": {
    title: "Cookies Policy",
    description: `Which cookies ${site.name} uses, why, and how to control them.`,
    keywords: ["cookies policy", "cookie settings"],
  },
};

/** The metadata of a path: its own entry over the defaults, or the defaults alone. */
export function getRouteMeta(pathname: string): RouteMeta {
  const entry = entries[normalizePathname(pathname)];
  return entry ? { ...defaultRouteMeta, ...entry } : defaultRouteMeta;
}

/** Paths that have their own entry (used by tests and, later, the sitemap). */
export const routeMetaPaths: readonly string[] = Object.keys(entries);
