/**
 * The shape of our long-form documents (the legal pages and the remote work policy): numbered
 * sections of plain data that the document layout renders. No HTML strings: text and links only.
 */
import { site } from "../site";

/** Text, or a link inside a paragraph (site paths stay in the app, mailto and https open as links). */
export type Inline = string | { text: string; href: string };

/** A paragraph: plain text, or text with links. */
export type Rich = string | readonly Inline[];

export interface DocumentTable {
  caption: string;
  columns: readonly string[];
  /** Each row has one cell per column; the first cell names the row. */
  rows: readonly (readonly Rich[])[];
}

/** One piece of a section, in reading order. */
export type DocumentBlock =
  | { kind: "paragraph"; text: Rich }
  | { kind: "list"; items: readonly Rich[] }
  | { kind: "subheading"; text: string }
  | { kind: "table"; table: DocumentTable };

export interface DocumentSection {
  /** The section's anchor: unique in its document, lowercase words joined by hyphens. */
  id: string;
  title: string;
  blocks: readonly DocumentBlock[];
}

export interface LegalDocument {
  title: string;
  /** The lead paragraph under the title. */
  summary: string;
  /** ISO dates (YYYY-MM-DD). */
  effective: string;
  updated: string;
  sections: readonly DocumentSection[];
}

/** Effective and last-updated date of the legal pages (spec: 1 January 2024). */
export const legalDate = "2024-01-01";

/** The address for legal and privacy matters. */
export const legalEmail = `legal@${site.domain}`;

export const mailto = (address: string): Inline => ({ text: address, href: `mailto:${address}` });

/** Small constructors so the documents read like text. */
export const p = (...text: Inline[]): DocumentBlock => ({
  kind: "paragraph",
  text: text.length === 1 && typeof text[0] === "string" ? text[0] : text,
});
export const list = (...items: Rich[]): DocumentBlock => ({ kind: "list", items });
export const subheading = (text: string): DocumentBlock => ({ kind: "subheading", text });
export const table = (value: DocumentTable): DocumentBlock => ({ kind: "table", table: value });

/** The company's registered details, as stated in every legal document. */
export const companyLine = `${site.legalName}, ${site.offices.find((office) => office.kind === "headquarters")?.addresses[0] ?? ""}`;
