import { replyWithin } from "~/content/response-time";
import { defineEmailTemplate } from "~/lib/email/templates/layout";

/**
 * Sent to a visitor after they contacted us. Their address is not verified, so the mail holds
 * nothing they typed (no name, no copy of the message): the form cannot be used to send text of
 * someone's choosing to another person's address (ADR 031).
 */
export const contactConfirmationEmail = defineEmailTemplate<Record<string, never>>(
  "contact-confirmation",
  (_data, brand) => ({
    subject: `We received your message - ${brand.name}`,
    preheader: `Thanks for getting in touch. We will get back to you ${replyWithin}.`,
    heading: "Thanks for getting in touch",
    blocks: [
      { kind: "paragraph", text: "Hello," },
      {
        kind: "paragraph",
        text: `Your message has reached the ${brand.name} team and we will get back to you ${replyWithin}, by replying to this address.`,
      },
      {
        kind: "note",
        text: `You received this email because this address was entered in the contact form on ${brand.siteUrl}. If that was not you, ignore this email: nothing else will be sent.`,
      },
    ],
  }),
  { unsubscribable: true },
);
