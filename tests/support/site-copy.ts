// Every piece of text the site shows that is written in the repository, for the checks that
// read it as a visitor would (app/content/site-copy.test.ts, app/content/company-facts.test.ts):
// the static content modules (and the service pages' sentences and structured data composed from
// them), the seeded posts and jobs, and the email templates.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "vite";
import { servicePages } from "../../app/content/service-pages/index.ts";
import { servicePageCopy } from "../../app/features/service-page/content.ts";
import { serviceJsonLd } from "../../app/features/service-page/json-ld.ts";
import { demoJobRows } from "../../db/seed/jobs.ts";
import { postSeed } from "../../db/seed/posts.ts";

export interface CopyText {
  /** Where it comes from: file and the path of keys to the value. */
  source: string;
  /** The key that holds it ("title", "description", "id" ...). */
  key: string;
  text: string;
  /** The day the text speaks from (ISO date), when it is dated; undated texts speak for today. */
  date?: string;
}

/** Objects in content that describe a video, with where they sit. */
export interface VideoEntry {
  source: string;
  value: Record<string, unknown>;
}

export interface SiteCopy {
  texts: CopyText[];
  videos: VideoEntry[];
  seen: WeakSet<object>;
}

const contentModules = import.meta.glob<Record<string, unknown>>(
  ["/app/content/**/*.ts", "!/app/content/**/*.test.ts"],
  { eager: true },
);

const isoDate = /^\d{4}-\d{2}-\d{2}/;
const months = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** The last day of "2022" or "November 2024", as an ISO date. */
function endOfPeriod(period: string): string | undefined {
  const match = /^(?:([A-Za-z]+) )?(\d{4})$/.exec(period.trim());
  if (!match) return undefined;
  const month = match[1] ? months.indexOf(match[1].toLowerCase()) : 11;
  if (month < 0) return undefined;
  return new Date(Date.UTC(Number(match[2]), month + 1, 0)).toISOString().slice(0, 10);
}

/** The date an object speaks from: a document's last update, a post's day, a milestone's year. */
function dateOf(value: Record<string, unknown>): string | undefined {
  if (typeof value.updated === "string" && isoDate.test(value.updated)) return value.updated;
  const publish = value.publish as { on?: unknown } | undefined;
  if (typeof publish?.on === "string") return publish.on.slice(0, 10);
  if (typeof value.year === "number") return endOfPeriod(String(value.year));
  if (typeof value.year === "string") return endOfPeriod(value.year);
  return undefined;
}

function walk(
  value: unknown,
  source: string,
  key: string,
  date: string | undefined,
  copy: SiteCopy,
) {
  if (typeof value === "string") {
    copy.texts.push({ source, key, text: value, ...(date ? { date } : {}) });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      walk(item, `${source}[${index}]`, key, date, copy);
    });
    return;
  }
  if (value === null || typeof value !== "object" || value instanceof Date) return;
  // React components (lucide icons) are objects too: only plain data is text.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return;
  // Modules re-export each other's data (the service-page registry): read each object once.
  if (copy.seen.has(value)) return;
  copy.seen.add(value);
  const record = value as Record<string, unknown>;
  // A video, as structured data describes one: it has an upload date.
  if (typeof record.uploadDate === "string") copy.videos.push({ source, value: record });
  const own = dateOf(record) ?? date;
  for (const [name, item] of Object.entries(record))
    walk(item, `${source}.${name}`, name, own, copy);
}

interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as AstNode).type === "string";

/** Types and module names are code; everything else may carry text. */
const codeOnly =
  /^(?:ImportDeclaration|TSTypeAnnotation|TSTypeAliasDeclaration|TSInterfaceDeclaration)$/;

/** String literals and template texts of a TypeScript file: what its code writes, not the code. */
export function stringsOfSource(file: string): CopyText[] {
  const source = readFileSync(file, "utf8");
  const { program } = parseSync(file, source);
  const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
  const texts: CopyText[] = [];
  const visit = (node: AstNode) => {
    if (codeOnly.test(node.type)) return;
    const at = `${file}:${lineOf(node.start)}`;
    if (node.type === "Literal" && typeof node.value === "string") {
      texts.push({ source: at, key: "literal", text: node.value });
    } else if (node.type === "TemplateLiteral") {
      // The interpolated values are unknown here: "…" keeps the words on each side apart.
      const quasis = node.quasis as Array<{ value: { cooked: string | null; raw: string } }>;
      const parts = quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw);
      texts.push({ source: at, key: "literal", text: parts.join(" … ") });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "source" && node.type.startsWith("Export")) continue;
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(program as unknown as AstNode);
  return texts;
}

const emailTemplatesDir = "app/lib/email/templates";

/** The email templates' source files (not their tests). */
export function emailTemplateFiles(): string[] {
  return readdirSync(emailTemplatesDir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => path.join(emailTemplatesDir, name));
}

/** Everything the site shows from the repository, read once. */
export function siteCopy(now = new Date()): SiteCopy {
  const copy: SiteCopy = { texts: [], videos: [], seen: new WeakSet() };
  for (const [file, exports] of Object.entries(contentModules)) {
    for (const [name, value] of Object.entries(exports))
      walk(value, `${file}:${name}`, name, undefined, copy);
  }
  for (const page of servicePages) {
    walk(servicePageCopy(page), `service page copy:${page.slug}`, "copy", undefined, copy);
    walk(
      serviceJsonLd(page, "https://example.org"),
      `service JSON-LD:${page.slug}`,
      "jsonLd",
      undefined,
      copy,
    );
  }
  for (const post of postSeed) {
    walk(post, `db/seed/posts:${post.slug}`, "post", undefined, copy);
  }
  for (const job of demoJobRows(now)) {
    walk(job, `db/seed/jobs:${job.slug}`, "job", undefined, copy);
  }
  for (const file of emailTemplateFiles()) copy.texts.push(...stringsOfSource(file));
  return copy;
}
