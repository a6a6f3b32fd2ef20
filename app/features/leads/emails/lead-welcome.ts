import { replyWithin } from "~/content/response-time";
import { defineEmailTemplate, greeting } from "~/lib/email/templates/layout";

export interface LeadWelcomeData {
  name?: string;
}

/** Sent to someone who subscribed or left their email on the marketing site. */
export const leadWelcomeEmail = defineEmailTemplate<LeadWelcomeData>(
  "lead-welcome",
  (data, brand) => ({
    subject: `Welcome to ${brand.name}`,
    preheader: "Your technology assessment guide and the next steps.",
    heading: "Your technology assessment guide",
    blocks: [
      greeting(data.name),
      {
        kind: "paragraph",
        text: "Thanks for your interest. Before a first call, these five questions show where an AI-trained remote team or an outsourced project would pay off fastest:",
      },
      {
        kind: "fields",
        rows: [
          { label: "1. Delivery", value: "Which roadmap items slipped last quarter, and why?" },
          {
            label: "2. Skills",
            value: "Which skills does your team lack today: AI, data, cloud, QA?",
          },
          {
            label: "3. Hiring",
            value: "How long does a hire take now? Traditional hiring takes 4-8 weeks.",
          },
          { label: "4. Cost", value: "What does a hire cost you? We average $20K against $50K+." },
          {
            label: "5. Quality",
            value: "Where do defects reach production: tests, reviews, releases?",
          },
        ],
      },
      {
        kind: "paragraph",
        text: `Next steps: reply to this email or book a call with your answers. We reply ${replyWithin} and can match vetted talent within 48 hours.`,
      },
      { kind: "action", label: "Book a free consultation", url: `${brand.siteUrl}/contact` },
      {
        kind: "note",
        text: `You received this email because this address was entered on ${brand.siteUrl}. If that was not you, ignore this email.`,
      },
    ],
  }),
  { unsubscribable: true },
);
