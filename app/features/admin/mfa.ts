/** What the staff sign-in's second step and the two-step set-up page tell the user. */
export const mfaMessages = {
  wrongCode: "That code is not right. Enter the current 6-digit code from your authenticator app.",
  wrongSignInCode:
    "That code is not right. Enter the current 6-digit code from your authenticator app, or a backup code you have not used.",
  usedCode:
    "That code has been used already. Wait for your authenticator app to show the next one.",
  codeRequired: "Enter the code.",
  passwordRequired: "Enter your password.",
  wrongPassword: "That password is not right.",
  expired: "This sign-in has expired. Please sign in again.",
  replacementExpired:
    "This set-up took longer than 10 minutes and has expired. Start again with your password.",
} as const;
