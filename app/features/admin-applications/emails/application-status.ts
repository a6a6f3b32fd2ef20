import { defineEmailTemplate, type EmailBlock, greeting } from "~/lib/email/templates/layout";

export type ApplicationEmailStatus = "pending" | "under_review" | "approved" | "rejected";

export interface ApplicationStatusData {
  name: string;
  status: ApplicationEmailStatus;
  jobTitle: string;
  companyName: string;
  /** Absolute URL of the candidate's applications page. */
  applicationsUrl: string;
}

interface StatusMessage {
  subject: string;
  heading: string;
  /** The status as the candidate's applications page shows it. */
  label: string;
  body: string;
  next: string;
}

function messageFor(data: ApplicationStatusData, brandName: string): StatusMessage {
  const role = `${data.jobTitle} at ${data.companyName}`;
  switch (data.status) {
    case "under_review":
      return {
        subject: `Your application for ${data.jobTitle} is under review`,
        heading: "Your application is under review",
        label: "Under review",
        body: `Good news: the ${brandName} hiring team has started reviewing your application for ${role}.`,
        next: "There is nothing you need to do right now. We will write to you again as soon as there is a decision.",
      };
    case "approved":
      return {
        subject: `Good news about your application for ${data.jobTitle}`,
        heading: "You're moving forward",
        label: "Approved",
        body: `Congratulations! Your application for ${role} has been approved.`,
        next: "A member of our hiring team will contact you shortly to arrange the next steps.",
      };
    case "rejected":
      return {
        subject: `An update on your application for ${data.jobTitle}`,
        heading: "An update on your application",
        label: "Not moving forward",
        body: `Thank you for your interest in ${role} and for the time you put into your application. After careful consideration, we have decided not to move forward with it.`,
        next: "This was not an easy decision. We would be glad to see your name again: new roles are posted on our careers page regularly.",
      };
    case "pending":
      return {
        subject: `Your application for ${data.jobTitle} is waiting for review`,
        heading: "Your application is waiting for review",
        label: "Pending",
        body: `Your application for ${role} is back in the queue of applications waiting for review.`,
        next: "There is nothing you need to do. We will write to you again when its status changes.",
      };
  }
}

/** Sent to a candidate when staff move their application to another status. */
export const applicationStatusEmail = defineEmailTemplate<ApplicationStatusData>(
  "application-status",
  (data, brand) => {
    const message = messageFor(data, brand.name);
    const blocks: EmailBlock[] = [
      greeting(data.name),
      { kind: "paragraph", text: message.body },
      {
        kind: "fields",
        rows: [
          { label: "Position", value: data.jobTitle },
          { label: "Company", value: data.companyName },
          { label: "Status", value: message.label },
        ],
      },
      { kind: "paragraph", text: message.next },
      { kind: "action", label: "View my applications", url: data.applicationsUrl },
      {
        kind: "note",
        text: `You received this email because you applied for a job on ${brand.siteUrl} with this address.`,
      },
    ];
    return {
      subject: message.subject,
      preheader: message.body,
      heading: message.heading,
      blocks,
    };
  },
  { unsubscribable: true },
);
