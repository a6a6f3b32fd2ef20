export { contactConfirmationEmail } from "./contact-confirmation.ts";
export type { Brand, EmailContent, EmailTemplate, RenderedEmail } from "./layout.ts";
export { defineEmailTemplate, escapeHtml } from "./layout.ts";
export { leadNotificationEmail } from "./lead-notification.ts";
export { leadWelcomeEmail } from "./lead-welcome.ts";
export { notificationEmail } from "./notification.ts";
export { passwordResetEmail } from "./password-reset.ts";
export { verifyEmail } from "./verify-email.ts";
