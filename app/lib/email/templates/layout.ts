// The shared branded layout: every template describes its content as blocks, and this module
// turns them into an HTML version (inline styles, every value escaped) and a plain-text version.

import { escapeMarkup } from "../../markup.ts";

/** Brand details printed in every email; see brand.server.ts for the values used by the site. */
export interface Brand {
  name: string;
  legalName: string;
  email: string;
  /** Absolute origin of the site, without a trailing slash. */
  siteUrl: string;
}

export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "fields"; rows: ReadonlyArray<{ label: string; value: string }> }
  | { kind: "quote"; text: string }
  | { kind: "action"; label: string; url: string }
  | { kind: "note"; text: string };

/** What a template produces from its data before the layout is applied. */
export interface EmailContent {
  subject: string;
  /** Short summary shown by mail clients next to the subject. */
  preheader?: string;
  heading: string;
  blocks: ReadonlyArray<EmailBlock>;
}

export interface RenderedEmail {
  template: string;
  subject: string;
  html: string;
  text: string;
  /** Mail the recipient did not ask for: its footer holds `unsubscribeLinkPlaceholder`. */
  unsubscribable?: boolean;
}

/**
 * Where the footer of an unsubscribable email puts its recipient's unsubscribe link; the outbox
 * writes the link in when it knows the recipient (enqueueEmail).
 */
export const unsubscribeLinkPlaceholder = "{{unsubscribe_url}}";

/** Escapes text and keeps its line breaks. */
function escapeMultiline(value: string): string {
  return escapeMarkup(value).replace(/\r?\n/g, "<br>");
}

/** Collapses line breaks so a value cannot inject mail headers (subjects are headers). */
export function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** Links in emails must be absolute http(s) or mailto URLs; anything else is a bug. */
export function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Email link is not an absolute URL: ${url}`);
  }
  if (!["http:", "https:", "mailto:"].includes(parsed.protocol)) {
    throw new Error(`Email link has a disallowed scheme: ${parsed.protocol}`);
  }
  return parsed.href;
}

const font =
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const colors = { text: "#0f172a", muted: "#64748b", border: "#e2e8f0", brand: "#4f46e5" };

function blockToHtml(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;${font}font-size:16px;line-height:24px;color:${colors.text};">${escapeMultiline(block.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 16px;${font}font-size:13px;line-height:20px;color:${colors.muted};">${escapeMultiline(block.text)}</p>`;
    case "quote":
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colors.border};background:#f8fafc;${font}font-size:15px;line-height:22px;color:${colors.text};">${escapeMultiline(block.text)}</blockquote>`;
    case "fields": {
      const rows = block.rows
        .map(
          (row) =>
            `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;${font}font-size:14px;font-weight:600;color:${colors.muted};white-space:nowrap;">${escapeMarkup(row.label)}</th><td style="padding:6px 0;${font}font-size:14px;line-height:20px;color:${colors.text};">${escapeMultiline(row.value)}</td></tr>`,
        )
        .join("");
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;">${rows}</table>`;
    }
    case "action": {
      const href = escapeMarkup(safeUrl(block.url));
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${colors.brand};"><a href="${href}" style="display:inline-block;padding:12px 24px;${font}font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeMarkup(block.label)}</a></td></tr></table><p style="margin:0 0 16px;${font}font-size:13px;line-height:20px;color:${colors.muted};">If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:${colors.brand};word-break:break-all;">${escapeMarkup(block.url)}</a></p>`;
    }
  }
}

function blockToText(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
      return block.text;
    case "quote":
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join("\n");
    case "fields":
      return block.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "action":
      return `${block.label}: ${safeUrl(block.url)}`;
  }
}

/**
 * Who reads an email: visitors and candidates get the public footer (where to write with
 * questions); staff get an internal one, since the visitor's line makes no sense to the team.
 */
export type EmailAudience = "public" | "staff";

/** The footer of staff emails: where the email comes from, instead of the visitor's help line. */
function staffFooter(brand: Brand, siteLabel: string) {
  return `Internal notification from the ${siteLabel} website, for the ${brand.name} team.`;
}

/** The footer line of mail the recipient did not ask for. */
function unsubscribeLine(audience: EmailAudience) {
  return audience === "staff"
    ? "Stop these notifications for this address"
    : "Not expecting this email? Unsubscribe from emails you did not ask for";
}

/** Applies the branded layout to a template's content. */
export function renderLayout(
  template: string,
  content: EmailContent,
  brand: Brand,
  {
    year = new Date().getFullYear(),
    audience = "public" as EmailAudience,
    unsubscribable = false,
  } = {},
): RenderedEmail {
  const subject = singleLine(content.subject);
  const siteUrl = safeUrl(brand.siteUrl);
  const siteLabel = siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "");
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeMarkup(content.preheader)}</div>`
    : "";
  const body = content.blocks.map(blockToHtml).join("\n");
  const footerHtml =
    audience === "staff"
      ? escapeMarkup(staffFooter(brand, siteLabel))
      : `&copy; ${year} ${escapeMarkup(brand.legalName)} &middot; <a href="${escapeMarkup(siteUrl)}" style="color:${colors.muted};">${escapeMarkup(siteLabel)}</a><br>
Questions? Write to <a href="mailto:${escapeMarkup(brand.email)}" style="color:${colors.muted};">${escapeMarkup(brand.email)}</a>.`;
  const unsubscribeHtml = unsubscribable
    ? `<br><a href="${unsubscribeLinkPlaceholder}" style="color:${colors.muted};">${unsubscribeLine(audience)}</a>.`
    : "";
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeMarkup(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;">
${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid ${colors.border};border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:1px solid ${colors.border};"><a href="${escapeMarkup(siteUrl)}" style="${font}font-size:20px;font-weight:700;color:${colors.brand};text-decoration:none;">${escapeMarkup(brand.name)}</a></td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;${font}font-size:22px;line-height:30px;font-weight:700;color:${colors.text};">${escapeMarkup(content.heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${colors.border};${font}font-size:12px;line-height:18px;color:${colors.muted};">
${footerHtml}${unsubscribeHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    content.heading,
    ...content.blocks.map(blockToText),
    audience === "staff"
      ? `--\n${staffFooter(brand, siteLabel)}`
      : `--\n${brand.name}\n${siteUrl}\nQuestions? Write to ${brand.email}.`,
    ...(unsubscribable ? [`${unsubscribeLine(audience)}: ${unsubscribeLinkPlaceholder}`] : []),
  ].join("\n\n");
  return { template, subject, html, text: `${text}\n`, unsubscribable };
}

export interface EmailTemplate<Data> {
  name: string;
  build(data: Data, brand: Brand): EmailContent;
  render(data: Data, brand: Brand): RenderedEmail;
}

/**
 * Declares a template: a name and a function from typed data to content blocks; `audience:
 * "staff"` for mails to the team (internal footer); `unsubscribable` for mail the recipient did
 * not ask for themselves (someone else's action, or an address anyone can type into a form): it
 * carries an unsubscribe link and List-Unsubscribe headers, and is not sent to suppressed
 * addresses. Account and security mail is not unsubscribable.
 */
export function defineEmailTemplate<Data>(
  name: string,
  build: (data: Data, brand: Brand) => EmailContent,
  {
    audience = "public",
    unsubscribable = false,
  }: { audience?: EmailAudience; unsubscribable?: boolean } = {},
): EmailTemplate<Data> {
  return {
    name,
    build,
    render: (data, brand) =>
      renderLayout(name, build(data, brand), brand, { audience, unsubscribable }),
  };
}

/** "Hi Ada," or "Hello," when the name is unknown. */
export function greeting(name: string | undefined | null): EmailBlock {
  const trimmed = name?.trim();
  return { kind: "paragraph", text: trimmed ? `Hi ${trimmed},` : "Hello," };
}
