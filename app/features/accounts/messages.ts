/** Texts of the account screens. The spec's own wording is kept exactly where it gives one. */
export const accountMessages = {
  // Spec part 3, "Login and sign-up".
  loginSuccess: "Login successful! Redirecting...",
  registrationSuccess: "Registration successful! Please check your email to verify your account.",
  passwordsDoNotMatch: "Passwords do not match",
  loginFailed: "Login failed",
  registrationFailed: "Registration failed",

  invalidCredentials: "Invalid email or password",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  passwordRequired: "Please enter your password.",
  firstNameRequired: "Please enter your first name.",
  lastNameRequired: "Please enter your last name.",
  confirmPasswordRequired: "Please confirm your password.",
  currentPasswordRequired: "Please enter your current password.",
  sameAsGenerated: "Choose a password different from the generated one.",
  currentPasswordWrong: "Your current password is incorrect.",
  nameTooLong: "Please use at most 100 characters.",
  unexpected: "Something went wrong on our side. Please try again.",

  forgotPasswordSent:
    "If an account exists for that email, we've sent a link to reset your password.",
  resetLinkInvalid:
    "This password reset link is invalid or has expired. Links work once and for one hour.",
  resetSuccess: "Your password has been reset. You can now log in with your new password.",

  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  verificationSent: "We've sent a new verification link. Please check your email.",
  verificationLinkInvalid: "This verification link is invalid or has expired.",

  deleteConfirmMismatch: "Type your email address exactly as shown to confirm.",
  accountDeleted:
    "Your account has been deleted. Your profile, saved jobs and resumes are gone, and your applications were anonymised.",
} as const;

/** better-auth answers 429 with the seconds to wait in X-Retry-After. */
export function rateLimitedMessage(retryAfterSeconds?: number | null): string {
  if (!retryAfterSeconds || retryAfterSeconds <= 0) {
    return "Too many attempts. Please wait a minute and try again.";
  }
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? "" : "s"}`;
  return `Too many attempts. Please try again in ${wait}.`;
}

export function passwordTooShortMessage(min: number): string {
  return `Password must be at least ${min} characters long.`;
}

export function passwordTooLongMessage(max: number): string {
  return `Password must be at most ${max} characters long.`;
}

/** The toast once the password has changed (on the page, or after the redirect without JavaScript). */
export const passwordChangedToast = {
  title: "Password changed",
  description: "You are still signed in here; other devices were signed out.",
} as const;
