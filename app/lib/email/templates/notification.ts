import { defineEmailTemplate, type EmailBlock, greeting } from "./layout.ts";

export interface NotificationData {
  subject: string;
  heading?: string;
  /** Recipient's name for the greeting; omitted means "Hello,". */
  name?: string;
  /** Plain text; blank lines separate paragraphs. */
  message: string;
  action?: { label: string; url: string };
}

/** A generic message: greeting, paragraphs and an optional button. */
export const notificationEmail = defineEmailTemplate<NotificationData>("notification", (data) => {
  const paragraphs: EmailBlock[] = data.message
    .split(/\r?\n\s*\r?\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ kind: "paragraph", text }));
  return {
    subject: data.subject,
    preheader: paragraphs[0]?.kind === "paragraph" ? paragraphs[0].text.slice(0, 120) : undefined,
    heading: data.heading ?? data.subject,
    blocks: [
      greeting(data.name),
      ...paragraphs,
      ...(data.action ? [{ kind: "action" as const, ...data.action }] : []),
    ],
  };
});
