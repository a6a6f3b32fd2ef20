/**
 * The company's facts, in one place: founding year, own offices and when they opened, the size of
 * the network over time, the CV-to-offer ratios and the certifications with the day each was
 * obtained. Pages read them (site.ts, our-story.ts, certifications.ts), and
 * company-facts.test.ts checks every text the site shows, seed posts included, against them.
 */

/** How many CVs a client receives for how many offers it makes. */
export interface CvToOffer {
  cvs: number;
  offers: number;
}

export interface OwnOffice {
  city: string;
  country: string;
  kind: "headquarters" | "own";
  opened: number;
}

export interface NetworkMilestone {
  /** Vetted professionals in the network. */
  professionals: number;
  /** The day the network first reached that size (ISO date). */
  reached: string;
}

export interface CertificationFact {
  /** How texts name it, e.g. "ISO 27001". */
  mentionedAs: readonly string[];
  /** The day it was first obtained (ISO date). */
  obtained: string;
  /** Who grants it or audits us for it, as every text names them. */
  issuer: string;
}

export const companyFacts = {
  founded: 2020,
  /** The year the entities in India and Canada and the network became one company. */
  unified: 2024,
  /** Offices the company runs itself; partner offices are in site.ts. */
  ownOffices: [
    { city: "Noida", country: "India", kind: "headquarters", opened: 2020 },
    { city: "Toronto", country: "Canada", kind: "own", opened: 2022 },
  ] satisfies readonly OwnOffice[],
  network: [
    { professionals: 10_000, reached: "2021-09-01" },
    { professionals: 50_000, reached: "2024-11-01" },
  ] satisfies readonly NetworkMilestone[],
  /** Share of applicants accepted into the network, in per cent. */
  acceptedApplicantsPercent: 3,
  /** Experts of the network free to start on a new engagement now (the landing page's figure). */
  expertsReadyToStart: 500,
  /** The length of the first call with a client, in minutes. */
  firstCallMinutes: 30,
  cvToOffer: {
    today: { cvs: 5, offers: 3 },
    industry: { cvs: 300, offers: 1 },
    goal: { cvs: 1, offers: 1 },
  } satisfies Record<string, CvToOffer>,
  certifications: {
    "iso-27001": {
      mentionedAs: ["ISO 27001", "ISO/IEC 27001"],
      obtained: "2026-03-02",
      issuer: "BSI (British Standards Institution), accredited by UKAS",
    },
    "cloud-marketplace-partner": {
      mentionedAs: ["Commercial Marketplace Publisher"],
      obtained: "2023-06-01",
      issuer: "Microsoft AI Cloud Partner Program",
    },
    "site-builder-partner": {
      mentionedAs: ["Wix Studio Partner"],
      obtained: "2022-04-01",
      issuer: "Wix Partner Program",
    },
    "accessibility-specialists": {
      mentionedAs: ["Web Accessibility Specialist"],
      obtained: "2023-02-01",
      issuer: "International Association of Accessibility Professionals (IAAP)",
    },
    "platform-developer": {
      mentionedAs: ["Salesforce Certified Platform Developer"],
      obtained: "2022-08-01",
      issuer: "Salesforce",
    },
    "international-accreditation": {
      mentionedAs: ["ISO 9001"],
      obtained: "2025-05-01",
      issuer: "BSI (British Standards Institution), accredited by UKAS",
    },
  } satisfies Record<string, CertificationFact>,
} as const;

export type CertificationId = keyof typeof companyFacts.certifications;

/** "5:3": the ratio as the pages show it, CVs first. */
export const formatRatio = ({ cvs, offers }: CvToOffer) => `${cvs}:${offers}`;

/** Who grants a certification or audits us for it. */
export const certificationIssuer = (id: CertificationId) => companyFacts.certifications[id].issuer;

/** The year a certification was first obtained. */
export const certificationYear = (id: CertificationId) =>
  Number(companyFacts.certifications[id].obtained.slice(0, 4));

/** The latest milestone of the network: the number of professionals the pages claim today. */
export const networkToday: NetworkMilestone = companyFacts.network.reduce((latest, milestone) =>
  milestone.reached > latest.reached ? milestone : latest,
);

/** "50,000": a count as the pages write it. */
export const formatCount = (count: number) => count.toLocaleString("en-US");

/** The network's size today, as shown ("50,000+"). */
export const networkSize = `${formatCount(networkToday.professionals)}+`;

/** "500+": the experts free to start now, as shown. */
export const expertsReadyToStart = `${formatCount(companyFacts.expertsReadyToStart)}+`;

/** "30-minute call": the first call with a client. */
export const firstCall = `${companyFacts.firstCallMinutes}-minute call`;
