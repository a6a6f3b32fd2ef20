import { replyWithin } from "~/content/response-time";

/**
 * Where the custom e-commerce development enquiry is sent and what it says: shared by the page,
 * the server and islands/custom-enquiry.ts (which needs nothing else of the form's options).
 */

/** The page whose action receives the enquiry posted without JavaScript. */
export const customEnquiryPage = "/products/ecommerce-blueprint";

/** Where the form is sent with JavaScript: the same handler, answering with JSON. */
export const customEnquiryEndpoint = "/api/custom-enquiry";

/** The id of the page section holding the form, where the button leads without JavaScript. */
export const customEnquirySectionId = "custom-development";

/** The contact message's service: always this (spec section 7). */
export const customEnquiryService = "custom-ecommerce-development";

export const customEnquiryTexts = {
  title: "Custom E-commerce Development Requirements",
  description: `Tell us about your store, the platforms you have in mind and your timeline. A solutions engineer replies ${replyWithin}.`,
  submit: "Submit Requirements",
  submitting: "Submitting...",
  success: {
    title: "Success!",
    description: `We'll review your requirements and get back to you ${replyWithin}.`,
  },
  failure: { title: "Error", description: "Something went wrong. Please try again." },
} as const;
