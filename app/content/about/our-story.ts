/**
 * The /our-story page: missions, vision, the 2024 unification, industries, values, impact figures
 * and the 2020 to November 2024 timeline. Figures follow the spec's claims (section 9).
 */
import {
  companyFacts,
  formatCount,
  formatRatio,
  networkSize,
  networkToday,
} from "../company-facts";
import { site } from "../site";

const { cvToOffer } = companyFacts;

/** Names of the lucide icons the page maps to components (content stays data). */
export type StoryIcon =
  | "heart-pulse"
  | "landmark"
  | "shopping-bag"
  | "graduation-cap"
  | "truck"
  | "factory"
  | "handshake"
  | "scale"
  | "badge-check"
  | "eye"
  | "infinity"
  | "lightbulb";

export interface ImpactStat {
  number: string;
  label: string;
}

export interface ValueCard {
  title: string;
  description: string;
  icon: StoryIcon;
}

export interface IndustryCard {
  title: string;
  description: string;
  icon: StoryIcon;
  /** What we typically build for it. */
  services: readonly string[];
}

export interface TimelineMilestone {
  /** A year, or a month and year for the latest milestone. */
  year: string;
  title: string;
  description: string;
  industries: readonly string[];
  projectTypes: readonly string[];
}

export interface Mission {
  period: string;
  title: string;
  summary: string;
  points: readonly string[];
}

export const storyIntro = {
  eyebrow: `Since ${site.founded}`,
  title: "From a network of professionals to a full-service software partner",
  lead: `${site.name} started in ${site.founded} with a simple idea: clients should work with skilled professionals directly, without layers of corporate markup, and those professionals should be paid fairly. Today that idea powers a network of ${networkSize} professionals and a software company that delivers complete products.`,
} as const;

export const missions: readonly Mission[] = [
  {
    period: "2020-2022",
    title: "Our original mission",
    summary: "Connect professionals and clients directly.",
    points: [
      "A direct line between each professional and the client they work for, with no chain of agencies in between.",
      "No corporate markups: clients pay for the expertise they use, not for overhead.",
      "Fair pay: professionals keep a fair share of what clients spend, paid on time.",
    ],
  },
  {
    period: "2023 onward",
    title: "Our mission today",
    summary: "Deliver complete software and the teams behind it.",
    points: [
      "Full-service software development, from discovery and design to cloud operations and support.",
      "Industry solutions built on what we learned across hundreds of client projects.",
      "Team as a Service: a vetted, managed team that joins a client's roadmap in days and scales with it.",
    ],
  },
];

export const vision = {
  title: "From a trusted global network to a 1:1 CV-to-offer ratio",
  text: `We first set out to build a global network that clients could trust. Our vision now is sharper: every CV we send should lead to an offer. Careful vetting and AI-assisted matching already bring us to ${cvToOffer.today.offers} offers for every ${cvToOffer.today.cvs} CVs, where the industry averages one offer per ${cvToOffer.industry.cvs} applications.`,
  today: { number: formatRatio(cvToOffer.today), label: "CV-to-offer ratio today" },
  industry: { number: formatRatio(cvToOffer.industry), label: "industry average" },
  goal: { number: formatRatio(cvToOffer.goal), label: "our goal" },
} as const;

export const unification = {
  year: companyFacts.unified,
  title: "Three entities, one company",
  text: `In ${companyFacts.unified} we brought our three entities, the delivery company in India, the company in Canada and the professional network they shared, together as one private limited company, ${site.legalName}, so clients now have one contract, one point of accountability and one standard of quality wherever their team sits.`,
} as const;

export const industries: readonly IndustryCard[] = [
  {
    title: "Healthcare",
    icon: "heart-pulse",
    description:
      "Patient portals, telehealth and clinical data platforms designed around privacy and uptime.",
    services: ["Telehealth apps", "HL7 FHIR integrations", "Clinical dashboards"],
  },
  {
    title: "Financial services",
    icon: "landmark",
    description:
      "Secure fintech products, payment flows and compliance reporting for banks, lenders and startups.",
    services: ["Payment platforms", "KYC automation", "Risk analytics"],
  },
  {
    title: "E-commerce and retail",
    icon: "shopping-bag",
    description:
      "Stores, marketplaces and retail tools that convert, from storefront to inventory and invoicing.",
    services: ["Headless storefronts", "Marketplace platforms", "Store management apps"],
  },
  {
    title: "Education",
    icon: "graduation-cap",
    description:
      "Learning platforms, assessment tools and AI tutors that work for students, teachers and institutions.",
    services: ["Learning management systems", "Assessment engines", "AI learning assistants"],
  },
  {
    title: "Logistics",
    icon: "truck",
    description:
      "Tracking, routing and warehouse software that keeps goods and information moving.",
    services: ["Fleet tracking", "Route optimisation", "Warehouse automation"],
  },
  {
    title: "Manufacturing",
    icon: "factory",
    description:
      "Connected factories: IoT data pipelines, predictive maintenance and process automation.",
    services: ["IoT data pipelines", "Predictive maintenance", "RPA for back offices"],
  },
];

export const values: readonly ValueCard[] = [
  {
    title: "Direct relationships",
    icon: "handshake",
    description:
      "Clients know and talk to the people building their product. No hand-offs through layers of management.",
  },
  {
    title: "Fair for everyone",
    icon: "scale",
    description:
      "Transparent rates for clients and fair, on-time pay for professionals, because good work needs both.",
  },
  {
    title: "Quality over volume",
    icon: "badge-check",
    description:
      "Only the top 3% of applicants join our network, and every CV we send has been checked by people.",
  },
  {
    title: "Transparency",
    icon: "eye",
    description:
      "Clear estimates, honest progress reports and open communication, including when plans change.",
  },
  {
    title: "Long-term partnership",
    icon: "infinity",
    description:
      "We measure success in years of collaboration, backed by a 30-day satisfaction guarantee from day one.",
  },
  {
    title: "Continuous learning",
    icon: "lightbulb",
    description:
      "Our engineers train on AI-assisted workflows and new technologies every quarter, and share what they learn.",
  },
];

export const impactStats: readonly ImpactStat[] = [
  { number: networkSize, label: "Professionals in our network" },
  { number: String(site.founded), label: "Founded" },
  { number: formatRatio(cvToOffer.today), label: "CV-to-offer ratio today" },
  { number: formatRatio(cvToOffer.industry), label: "Industry average CV-to-offer ratio" },
  { number: "48h", label: "To meet your first candidates" },
  { number: `Top ${companyFacts.acceptedApplicantsPercent}%`, label: "Of applicants accepted" },
];

export const timeline: readonly TimelineMilestone[] = [
  {
    year: "2020",
    title: "Founded as a direct professional network",
    description:
      "We start connecting independent developers and designers directly with small businesses moving online during the pandemic.",
    industries: ["E-commerce", "Education"],
    projectTypes: ["Websites", "Online stores"],
  },
  {
    year: "2021",
    title: "10,000 professionals and the first long-term teams",
    description:
      "The network passes 10,000 vetted professionals, and clients begin keeping their teams for years rather than months.",
    industries: ["E-commerce", "Healthcare", "Financial services"],
    projectTypes: ["Web applications", "Mobile apps", "Dedicated developers"],
  },
  {
    year: "2022",
    title: "Canadian office and clients on four continents",
    description:
      "We open our own office in Toronto and add partner offices in the Middle East to serve clients closer to home.",
    industries: ["Financial services", "Logistics", "Real estate"],
    projectTypes: ["Cloud migrations", "API integrations", "QA automation"],
  },
  {
    year: "2023",
    title: "Full-service software development",
    description:
      "Our mission evolves: we take on complete products end to end, launch industry solutions and introduce Team as a Service.",
    industries: ["Healthcare", "Manufacturing", "Education"],
    projectTypes: ["Product development", "Data engineering", "Team as a Service"],
  },
  {
    year: "2024",
    title: "Three entities unified into one company",
    description: `Our companies in India and Canada and our professional network become ${site.legalName}, with partners across the United States, Australia and the European Union.`,
    industries: ["Financial services", "Retail", "Logistics"],
    projectTypes: ["AI and data annotation", "Blockchain and dApps", "RPA"],
  },
  {
    year: "November 2024",
    title: "50,000+ professionals, trained for AI-assisted delivery",
    description: `The network passes ${formatCount(networkToday.professionals)} professionals, our AI-trained engineering programme graduates its first cohorts, and our CV-to-offer ratio reaches ${formatRatio(cvToOffer.today)}: ${cvToOffer.today.offers} offers for every ${cvToOffer.today.cvs} CVs.`,
    industries: ["Healthcare", "Financial services", "E-commerce", "Manufacturing"],
    projectTypes: ["AI products", "Serverless platforms", "Team as a Service"],
  },
];
