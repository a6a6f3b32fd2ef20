import { brand } from "~/content/brand";

/** A hiring company: Quillstack itself, or a client we recruit for. */
export interface Company {
  name: string;
  /** The company's website (JobPosting hiringOrganization.sameAs). */
  url?: string;
  /** Site-relative path of its logo in public/, or an absolute URL. */
  logo?: string;
  /** Brand colour of the monogram shown when there is no logo. */
  color: string;
}

/**
 * The clients whose openings the demo content lists. Their websites use the reserved `.example`
 * domain: the companies are invented.
 */
const clients: Company[] = [
  { name: "Corvane Health", url: "https://corvanehealth.example", color: "#0f766e" },
  { name: "Tidewater Freight", url: "https://tidewaterfreight.example", color: "#1d4ed8" },
  { name: "Halcyon Ledger", url: "https://halcyonledger.example", color: "#7c2d12" },
  { name: "Orbitfield Robotics", url: "https://orbitfield.example", color: "#4338ca" },
  { name: "Marigold Learning", url: "https://marigoldlearning.example", color: "#a16207" },
  { name: "Kestrel Commerce", url: "https://kestrelcommerce.example", color: "#be123c" },
  { name: "Pinecrest Energy", url: "https://pinecrestenergy.example", color: "#15803d" },
].map((client) => ({ ...client, logo: `/companies/${companySlug(client.name)}.svg` }));

export function companySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Two letters for a monogram: 'Halcyon Ledger' -> 'HL', 'Quillstack' -> 'QU'. */
export function companyInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word));
  const letters =
    words.length > 1
      ? `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}`
      : (words[0] ?? "").slice(0, 2);
  return letters.toUpperCase() || "?";
}

const byName = new Map(clients.map((client) => [client.name.toLowerCase(), client]));

/**
 * What we know about a company by its name: the site's own brand for Quillstack, a client's
 * details, or just the name with a neutral colour for companies added later by staff.
 */
export function companyByName(name: string, siteUrl?: string): Company {
  if (name.trim().toLowerCase() === brand.name.toLowerCase()) {
    return { name: brand.name, url: siteUrl, logo: brand.logo, color: "#4338ca" };
  }
  return byName.get(name.trim().toLowerCase()) ?? { name, color: "#475569" };
}
