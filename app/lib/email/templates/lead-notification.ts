import { defineEmailTemplate } from "./layout.ts";

export interface LeadNotificationData {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  service?: string;
  message?: string;
  /** Where the lead came from, e.g. "contact-page" or "newsletter". */
  source?: string;
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
      { label: "Source", value: data.source },
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
);
