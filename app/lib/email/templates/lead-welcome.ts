import { defineEmailTemplate, greeting } from "./layout.ts";

export interface LeadWelcomeData {
  name?: string;
}

/** Sent to someone who subscribed or left their email on the marketing site. */
export const leadWelcomeEmail = defineEmailTemplate<LeadWelcomeData>(
  "lead-welcome",
  (data, brand) => ({
    subject: `Welcome to ${brand.name}`,
    preheader: `Thanks for your interest in ${brand.name}.`,
    heading: `Thanks for your interest in ${brand.name}`,
    blocks: [
      greeting(data.name),
      {
        kind: "paragraph",
        text: "We are glad you are here. We will keep you posted about our work, our insights and what we learn along the way.",
      },
      { kind: "action", label: `Visit ${brand.name}`, url: brand.siteUrl },
      {
        kind: "note",
        text: `You received this email because this address was entered on ${brand.siteUrl}. If that was not you, ignore this email.`,
      },
    ],
  }),
);
