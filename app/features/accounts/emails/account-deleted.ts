import { defineEmailTemplate, greeting } from "~/lib/email/templates/layout";

export interface AccountDeletedData {
  name?: string;
  /** How many applications were kept for the hiring team without the applicant's details. */
  anonymisedApplications: number;
}

/** Confirms that an account and its personal data were deleted at the user's request. */
export const accountDeletedEmail = defineEmailTemplate<AccountDeletedData>(
  "account-deleted",
  (data, brand) => ({
    subject: `Your ${brand.name} account has been deleted`,
    preheader: "We have deleted your account and the personal data that belonged to it.",
    heading: "Your account has been deleted",
    blocks: [
      greeting(data.name),
      {
        kind: "paragraph",
        text: `As you asked, we have deleted your ${brand.name} account: your profile, saved jobs, resumes and sign-in details are gone.`,
      },
      {
        kind: "paragraph",
        text:
          data.anonymisedApplications > 0
            ? `The ${data.anonymisedApplications === 1 ? "application" : `${data.anonymisedApplications} applications`} you sent ${data.anonymisedApplications === 1 ? "stays" : "stay"} with the hiring team without your name, contact details or cover letter, so nothing in ${data.anonymisedApplications === 1 ? "it" : "them"} identifies you any more.`
            : "You had not sent any applications, so nothing else was kept.",
      },
      {
        kind: "note",
        text: `If you did not ask for this, reply to this email or write to ${brand.email} straight away.`,
      },
    ],
  }),
);
