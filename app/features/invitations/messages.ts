/** Texts of the invitation page and its registration form (spec part 3, error catalogue). */
export const invitationMessages = {
  // 'Invitation' row of the error catalogue.
  missing: "Invalid invitation link",
  notFound: "Invitation not found or invalid",
  failed: "Failed to validate invitation",
  expired: "This invitation has expired",
  processed: "This invitation has already been processed",
  invalidTitle: "Invalid Invitation",

  // Spec part 3, "Validation rules": invitation registration.
  required: "Please fill in all required fields.",
  passwordTooShort: "Password must be at least 12 characters long.",
  passwordsDoNotMatch: "Passwords do not match.",
  passwordHint: "Minimum 12 characters",

  // 'Registration toasts' row of the error catalogue.
  validationErrorTitle: "Validation Error",
  registrationFailedTitle: "Registration Failed",
  registrationFailed: "Failed to create account. Please try again.",
  successTitle: "Account Created Successfully",
  successDescription: "Welcome to the team! Your account has been created with the assigned roles.",

  // Ours, where the spec gives none.
  accountExists:
    "An account with this email address already exists. Log in with it instead, or ask for an invitation to another address.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  signInToAccept:
    "This address already has an account. Sign in with it and you come back here to accept.",
  otherAccount: (invited: string, signedIn: string) =>
    `This invitation is for ${invited}, and you are signed in as ${signedIn}. Sign out, then sign in as ${invited} to accept it.`,
  acceptedTitle: "Invitation accepted",
  acceptedDescription: (roles: string) => `Your account now has these roles: ${roles}.`,
} as const;

/** Why an invitation link cannot be used, in the order the page checks. */
export type InvalidReason = "missing" | "notFound" | "expired" | "processed" | "failed";

export function invalidReasonMessage(reason: InvalidReason): string {
  return invitationMessages[reason];
}
