/**
 * The application form's texts and its file field's name, apart from the schema (schema.ts) so
 * that the page shows them without loading zod in the browser.
 */
export const applicationMessages = {
  required: "Please fill in all required fields.",
  loginRequired: "Please log in to apply for this job.",
  verificationRequired:
    "Please confirm your email address before you apply: we send everything about your application there.",
  notAuthenticated: "User not authenticated",
  duplicate: "You have already applied for this job.",
  failed: "Failed to submit application. Please try again.",
  success: "Application submitted successfully! We'll get back to you within 48 hours.",
  jobMissing: "The job you're trying to apply for doesn't exist or has been removed.",
} as const;

export const resumeFileField = "resume_file";
