import type { LeadConsent } from "../../../db/schema/leads.ts";

const optional = ["analytics", "marketing", "functional"] as const;

/** "Analytics, Marketing", "Essential only", or "Not recorded" when the browser sent none. */
export function consentSummary(consent: LeadConsent | null): string {
  if (!consent) return "Not recorded";
  const given = optional.filter((kind) => consent[kind]);
  if (given.length === 0) return "Essential only";
  return given.map((kind) => kind.charAt(0).toUpperCase() + kind.slice(1)).join(", ");
}
