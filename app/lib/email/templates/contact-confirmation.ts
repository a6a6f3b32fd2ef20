import { replyWithin } from "~/content/response-time";
import { defineEmailTemplate, greeting } from "./layout.ts";

export interface ContactConfirmationData {
  name: string;
  /** The visitor's message, quoted back to them. */
  message: string;
}

/** Sent to a visitor after they contacted us. */
export const contactConfirmationEmail = defineEmailTemplate<ContactConfirmationData>(
  "contact-confirmation",
  (data, brand) => ({
    subject: `We received your message - ${brand.name}`,
    preheader: "Thanks for getting in touch. Here is a copy of your message.",
    heading: "Thanks for getting in touch",
    blocks: [
      greeting(data.name),
      {
        kind: "paragraph",
        text: `Your message has reached the ${brand.name} team and we will get back to you ${replyWithin}. For reference, this is what you sent us:`,
      },
      { kind: "quote", text: data.message },
      {
        kind: "note",
        text: `You received this email because this address was entered in the contact form on ${brand.siteUrl}.`,
      },
    ],
  }),
);
