/**
 * The one brand configuration: names, contact channels, social profiles, offices.
 * The public URL of the running site is not here: it comes from SITE_URL on the server
 * (the root loader returns it as `siteUrl`).
 */

import { brand } from "./brand";
import { companyFacts } from "./company-facts";

export type SocialNetwork = "linkedin" | "x" | "github" | "youtube";

export interface SocialProfile {
  network: SocialNetwork;
  /** The network's name as shown to people. */
  label: string;
  url: string;
}

export interface Office {
  country: string;
  /** "own" offices are run by the company; "partner" offices by partner firms. */
  kind: "headquarters" | "own" | "partner";
  /** One entry per address line block (an office may have several sites in a country). */
  addresses: string[];
  phone?: string;
  /** The entity operating the office, when it is not the company itself. */
  companyInfo?: string;
}

const { handle } = brand;
const whatsappNumber = "+91 98765 43210";

export const site = {
  name: brand.name,
  legalName: "Quillstack Technologies Pvt. Ltd.",
  domain: brand.domain,
  email: "hello@quillstack.dev",
  tagline: brand.tagline,
  founded: companyFacts.founded,
  whatsapp: {
    number: whatsappNumber,
    url: `https://wa.me/${whatsappNumber.replace(/\D/g, "")}`,
  },
  social: [
    { network: "linkedin", label: "LinkedIn", url: `https://www.linkedin.com/company/${handle}` },
    { network: "x", label: "X (Twitter)", url: `https://x.com/${handle}` },
    { network: "github", label: "GitHub", url: `https://github.com/${handle}` },
    { network: "youtube", label: "YouTube", url: `https://www.youtube.com/@${handle}` },
  ] satisfies readonly SocialProfile[],
  /** The X handle, for twitter:site. */
  twitterHandle: `@${handle}`,
  review: {
    label: "Read our reviews on Clutch",
    url: `https://clutch.co/profile/${handle}`,
    rating: 4.9,
    bestRating: 5,
    reviewCount: 150,
  },
  /** Site-relative paths of the brand images in public/. */
  logo: brand.logo,
  offices: [
    {
      country: "India",
      kind: "headquarters",
      addresses: ["4th Floor, Orchid Tech Park, Sector 62, Noida, Uttar Pradesh 201309, India"],
      phone: "+91 120 456 7800",
    },
    {
      country: "Canada",
      kind: "own",
      addresses: ["Suite 1400, 150 King Street West, Toronto, ON M5H 1J9, Canada"],
      phone: "+1 416 555 0142",
    },
    {
      country: "United Arab Emirates",
      kind: "partner",
      addresses: ["Office 2207, Tower B, Business Bay, Dubai, United Arab Emirates"],
      companyInfo: "Sales and delivery partner for the United Arab Emirates",
    },
    {
      country: "Saudi Arabia",
      kind: "partner",
      addresses: ["King Fahd Road, Al Olaya District, Riyadh 12214, Saudi Arabia"],
      companyInfo: "Sales and delivery partner for Saudi Arabia",
    },
    {
      country: "United States",
      kind: "partner",
      addresses: ["1001 Wilshire Boulevard, Suite 300, Los Angeles, CA 90017, United States"],
      companyInfo: "Sales partner for North America",
    },
    {
      country: "Australia",
      kind: "partner",
      addresses: ["Level 9, 60 Margaret Street, Sydney NSW 2000, Australia"],
      companyInfo: "Sales partner for Australia and New Zealand",
    },
    {
      country: "Netherlands",
      kind: "partner",
      addresses: ["Keizersgracht 241, 1016 EA Amsterdam, Netherlands"],
      companyInfo: "Sales and delivery partner for the European Union",
    },
  ] satisfies readonly Office[],
} as const;

export type Site = typeof site;
