import { defineEmailTemplate } from "~/lib/email/templates/layout";

export interface LeadNotificationData {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  service?: string;
  message?: string;
  /** Which form it came through, e.g. "Contact form" or "Enquiry dialog". */
  source?: string;
  /** The site path the form was sent from, e.g. "/outsource-project". */
  page?: string;
  /** The enquiry dialog's pitch, e.g. "Start Your Project (outsource-project)". */
  pitch?: string;
  /** The support tier chosen on the outsource page: Basic, Premium or Enterprise. */
  tier?: string;
  /** Link to the lead in the staff area. */
  reviewUrl?: string;
}

/** Sent to staff when a visitor leaves their details (contact form, enquiry dialog). */
export const leadNotificationEmail = defineEmailTemplate<LeadNotificationData>(
  "lead-notification",
  (data) => {
    const rows = [
      { label: "Name", value: data.name },
      { label: "Email", value: data.email },
      { label: "Company", value: data.company },
      { label: "Phone", value: data.phone },
      { label: "Service", value: data.service },
      { label: "Support tier", value: data.tier },
      { label: "Source", value: data.source },
      { label: "Page", value: data.page },
      { label: "Pitch", value: data.pitch },
    ].filter((row): row is { label: string; value: string } => Boolean(row.value?.trim()));
    return {
      subject: `New enquiry from ${data.name}${data.company ? ` (${data.company})` : ""}`,
      preheader: data.message?.slice(0, 120),
      heading: "New enquiry",
      blocks: [
        { kind: "fields", rows },
        ...(data.message ? [{ kind: "quote" as const, text: data.message }] : []),
        ...(data.reviewUrl
          ? [{ kind: "action" as const, label: "Open in the staff area", url: data.reviewUrl }]
          : []),
        { kind: "note", text: "Reply to this email to answer the visitor directly." },
      ],
    };
  },
  { audience: "staff", unsubscribable: true },
);
