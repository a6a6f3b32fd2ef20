import { defineEmailTemplate } from "~/lib/email/templates/layout";

export interface NewLeadData {
  email: string;
  /** The form it came through, e.g. "landing-page" or "services-hero". */
  source: string;
  /** The site path the form was sent from, when known. */
  page?: string;
  /** False when the visitor already had the welcome email today. */
  welcomeSent: boolean;
}

/** Sent to the sales inbox for every new lead (an email left in a hero form). */
export const newLeadEmail = defineEmailTemplate<NewLeadData>(
  "new-lead",
  (data) => ({
    subject: `New lead: ${data.email} (${data.source})`,
    preheader: `A visitor left their business email on ${data.page ?? data.source}.`,
    heading: "New lead",
    blocks: [
      {
        kind: "fields",
        rows: [
          { label: "Email", value: data.email },
          { label: "Source", value: data.source },
          ...(data.page ? [{ label: "Page", value: data.page }] : []),
        ],
      },
      {
        kind: "paragraph",
        text: data.welcomeSent
          ? "They were sent the welcome email with the technology assessment guide."
          : "They already had the welcome email today, so no second one was sent.",
      },
      { kind: "note", text: "Reply to this email to write to the visitor directly." },
    ],
  }),
  { audience: "staff", unsubscribable: true },
);
