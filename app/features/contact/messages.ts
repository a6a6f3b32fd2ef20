import { replyPromise } from "~/content/response-time";

/** The spec's texts for the contact form, in one place for the form, the server and tests. */
export const contactTexts = {
  required: {
    title: "Validation Error",
    description: "Please fill in all required fields (Name, Email, and Message).",
  },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  success: {
    title: "Success!",
    description: `Your message has been sent successfully. ${replyPromise}`,
  },
  failed: {
    title: "Error",
    description: "Network error. Please check your connection and try again.",
  },
  /** Next to an empty required field. */
  fieldRequired: {
    name: "Please enter your name.",
    email: "Please enter your email address.",
    message: "Please enter your message.",
  },
} as const;

export const contactButton = {
  idle: "Send Message",
  busy: "Sending...",
  success: "Message Sent!",
  error: "Try Again",
} as const;

/** Field length limits, shared by the form and the server. */
export const contactLimits = {
  name: 120,
  company: 160,
  message: 5000,
} as const;
