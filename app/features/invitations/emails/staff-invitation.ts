import { defineEmailTemplate } from "~/lib/email/templates/layout";

export interface StaffInvitationData {
  /** Who invited: their name (or email when they have no name). */
  inviterName: string;
  /** The roles granted on acceptance as people read them, e.g. ["Recruiter", "Editor"]. */
  roles: readonly string[];
  /** The inviter's personal note, shown as a quote; optional. */
  message?: string | null;
  /** The absolute acceptance link, {SITE_URL}/invite/{token}. */
  url: string;
  /** When the link stops working, already formatted for people. */
  expiresAt: string;
}

/** Invites someone to the staff area: the link opens /invite/{token} and its registration form. */
export const staffInvitationEmail = defineEmailTemplate<StaffInvitationData>(
  "staff-invitation",
  (data, brand) => {
    const roles = data.roles.length > 0 ? data.roles.join(", ") : "team member";
    const message = data.message?.trim();
    return {
      subject: `${data.inviterName} invited you to join the ${brand.name} team`,
      preheader: `Create your ${brand.name} staff account. The link works until ${data.expiresAt}.`,
      heading: `Join the ${brand.name} team`,
      blocks: [
        { kind: "paragraph", text: "Hello," },
        {
          kind: "paragraph",
          text: `${data.inviterName} invited you to the ${brand.name} staff area. Create your account with the link below; it comes with the roles listed here.`,
        },
        {
          kind: "fields",
          rows: [
            { label: "Invited by", value: data.inviterName },
            { label: "Roles", value: roles },
            { label: "Valid until", value: data.expiresAt },
          ],
        },
        ...(message ? [{ kind: "quote" as const, text: message }] : []),
        { kind: "action", label: "Accept invitation", url: data.url },
        {
          kind: "note",
          text: "The link works once. If you did not expect this invitation, you can ignore this email: no account is created unless you accept it.",
        },
      ],
    };
  },
  { unsubscribable: true },
);
