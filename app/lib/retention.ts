/**
 * How long personal data is kept: the privacy policy states these figures and the daily
 * retention job (retention.server.ts) enforces them, so the two cannot drift apart.
 */
export const retention = {
  /** Enquiries and lead form submissions, after the last exchange with the sender. */
  enquiryMonths: 24,
  analyticsEventMonths: 14,
  /** After this the message of a sent email is removed; its recipient, date and status stay. */
  emailCopyMonths: 12,
  /** Error reports from visitors' browsers (server logs are the operator's to rotate alike). */
  logDays: 30,
  /** A sign-in session ends this long after it was last used. */
  sessionDays: 30,
} as const;
