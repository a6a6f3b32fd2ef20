import { defineEmailTemplate } from "~/lib/email/templates/layout";

export interface ApplicationNotificationData {
  applicantName: string;
  /** The address typed on the form: contact information, never mailed by the site. */
  applicantEmail: string;
  /** The account's verified address, where replies to this notification go. */
  accountEmail: string;
  applicantPhone?: string;
  jobTitle: string;
  companyName: string;
  coverLetter: string;
  /** An external resume link the candidate gave, if any. */
  resumeUrl?: string;
  /** Absolute URL of the candidate's profile (staff only). */
  profileUrl: string;
}

/** Sent to the hiring inbox when a candidate applies. */
export const applicationNotificationEmail = defineEmailTemplate<ApplicationNotificationData>(
  "application-notification",
  (data) => ({
    subject: `New application: ${data.jobTitle} - ${data.applicantName}`,
    preheader: data.coverLetter.slice(0, 120),
    heading: "New application",
    blocks: [
      {
        kind: "fields",
        rows: [
          { label: "Position", value: `${data.jobTitle} (${data.companyName})` },
          { label: "Name", value: data.applicantName },
          { label: "Email", value: data.applicantEmail },
          ...(data.accountEmail.toLowerCase() === data.applicantEmail.toLowerCase()
            ? []
            : [{ label: "Account email (verified)", value: data.accountEmail }]),
          ...(data.applicantPhone ? [{ label: "Phone", value: data.applicantPhone }] : []),
          {
            label: "Resume",
            value: data.resumeUrl ?? "The resume on the candidate's profile",
          },
        ],
      },
      { kind: "quote", text: data.coverLetter },
      { kind: "action", label: "Open the candidate profile", url: data.profileUrl },
      {
        kind: "note",
        text: "Reply to this email to answer the candidate at their account's verified address.",
      },
    ],
  }),
  { audience: "staff", unsubscribable: true },
);
