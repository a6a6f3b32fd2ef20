import { defineEmailTemplate, greeting } from "~/lib/email/templates/layout";

export interface ApplicationReceivedData {
  name: string;
  jobTitle: string;
  companyName: string;
  location?: string;
  /** When the application was submitted, already formatted for people. */
  submittedAt: string;
  /** Absolute URL of the candidate's applications page. */
  applicationsUrl: string;
}

/** Sent to a candidate when their application has been stored. */
export const applicationReceivedEmail = defineEmailTemplate<ApplicationReceivedData>(
  "application-received",
  (data, brand) => ({
    subject: `We received your application for ${data.jobTitle}`,
    preheader: `Thanks for applying to ${data.jobTitle} at ${data.companyName}. We reply within 48 hours.`,
    heading: "Application received",
    blocks: [
      greeting(data.name),
      {
        kind: "paragraph",
        text: `Thank you for applying for ${data.jobTitle} at ${data.companyName}. Your application has reached the ${brand.name} hiring team, and we will get back to you within 48 hours.`,
      },
      {
        kind: "fields",
        rows: [
          { label: "Position", value: data.jobTitle },
          { label: "Company", value: data.companyName },
          ...(data.location ? [{ label: "Location", value: data.location }] : []),
          { label: "Submitted", value: data.submittedAt },
        ],
      },
      { kind: "action", label: "View my applications", url: data.applicationsUrl },
      {
        kind: "note",
        text: `You received this email because you applied for a job on ${brand.siteUrl} with this address.`,
      },
    ],
  }),
);
