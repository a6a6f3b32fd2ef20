/** The spec's texts for the hero email capture, in one place for the form, the server and tests. */
export const leadTexts = {
  required: { title: "Email Required", description: "Please enter your email address." },
  invalid: { title: "Invalid Email", description: "Please enter a valid email address." },
  businessEmail: {
    title: "Business Email Required",
    description:
      "Please use your company email address to continue. We only accept business email addresses.",
  },
  failed: { title: "Error", description: "Failed to submit email. Please try again." },
  tooMany: { title: "Error", description: "Too many requests, please try again in a few minutes." },
  success: (productName: string) => ({
    title: `Welcome to ${productName}`,
    description: "Check your email for our exclusive technology assessment guide and next steps.",
  }),
} as const;

/**
 * What a lead form shows when the server refuses an address: the toast, and for a free-mail
 * address the same message under the field. Shared by the landing and services hero forms.
 */
export function leadFailure(result: { status: number; error: string }): {
  toast: { title: string; description: string };
  fieldError?: string;
} {
  if (result.error.includes("company email")) {
    return { toast: leadTexts.businessEmail, fieldError: leadTexts.businessEmail.description };
  }
  if (result.status === 429) return { toast: leadTexts.tooMany };
  return { toast: leadTexts.failed };
}
