/**
 * Recognises resume files by their bytes, not their names: a file called cv.pdf must really be a
 * PDF. Pure functions, shared by the server (the authority) and the browser (early feedback).
 */

export type ResumeKind = "pdf" | "doc" | "docx";

export const resumeKinds: Record<ResumeKind, { extension: string; contentType: string }> = {
  pdf: { extension: ".pdf", contentType: "application/pdf" },
  doc: { extension: ".doc", contentType: "application/msword" },
  docx: {
    extension: ".docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
};

/** What the file input offers (extensions and MIME types). */
export const resumeAccept = [
  ".pdf",
  ".doc",
  ".docx",
  ...Object.values(resumeKinds).map((kind) => kind.contentType),
].join(",");

export const maxResumeBytes = 10 * 1024 * 1024;

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ole2Magic = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const zipLocalMagic = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

function startsWith(bytes: Uint8Array, magic: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + magic.length) return false;
  return magic.every((byte, index) => bytes[offset + index] === byte);
}

function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  outer: for (let index = from; index <= bytes.length - needle.length; index++) {
    if (bytes[index] !== first) continue;
    for (let offset = 1; offset < needle.length; offset++) {
      if (bytes[index + offset] !== needle[offset]) continue outer;
    }
    return index;
  }
  return -1;
}

/** "WordDocument" as UTF-16LE, the name of the main stream of every Word 97-2003 file. */
const wordDocumentStream = new Uint8Array(
  [..."WordDocument"].flatMap((character) => [character.charCodeAt(0), 0]),
);

function isWordBinary(bytes: Uint8Array): boolean {
  return startsWith(bytes, ole2Magic) && indexOfBytes(bytes, wordDocumentStream) !== -1;
}

const decoder = new TextDecoder();

/** The names in a ZIP file's central directory, or null when it is not a readable ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, zipLocalMagic)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let index = bytes.length - 22; index >= lowest; index--) {
    if (view.getUint32(index, true) === 0x06054b50) {
      end = index;
      break;
    }
  }
  if (end === -1) return null;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let entry = 0; entry < count; entry++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function isWordOpenXml(bytes: Uint8Array): boolean {
  return zipEntryNames(bytes)?.includes("word/document.xml") ?? false;
}

/** The resume format the bytes really are, or null for anything else. */
export function detectResumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, pdfMagic)) return "pdf";
  if (isWordBinary(bytes)) return "doc";
  if (isWordOpenXml(bytes)) return "docx";
  return null;
}

/** The resume format a file name claims by its extension, or null. */
export function kindFromFileName(fileName: string): ResumeKind | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".pdf")) return "pdf";
  if (lower.endsWith(".docx")) return "docx";
  if (lower.endsWith(".doc")) return "doc";
  return null;
}

export type ResumeCheck =
  | { ok: true; kind: ResumeKind; contentType: string }
  | { ok: false; reason: "missing" | "empty" | "too-large" | "extension" | "content" };

export const resumeCheckMessages: Record<Exclude<ResumeCheck, { ok: true }>["reason"], string> = {
  missing: "Choose a file to upload.",
  empty: "The file is empty.",
  "too-large": "The file is larger than 10 MB. Please upload a smaller file.",
  extension: "Only PDF, DOC and DOCX files are accepted.",
  content:
    "The file's content is not a PDF, DOC or DOCX document. Please upload a real resume file.",
};

/**
 * Accepts a resume when its name ends in .pdf, .doc or .docx and its bytes are that format.
 * `size` may be given before the bytes are read, so an oversized file is refused early.
 */
export function checkResumeName(fileName: string, size: number): ResumeCheck | null {
  if (!fileName) return { ok: false, reason: "missing" };
  if (size > maxResumeBytes) return { ok: false, reason: "too-large" };
  if (!kindFromFileName(fileName)) return { ok: false, reason: "extension" };
  if (size === 0) return { ok: false, reason: "empty" };
  return null;
}

export function checkResume(fileName: string, bytes: Uint8Array): ResumeCheck {
  const early = checkResumeName(fileName, bytes.length);
  if (early) return early;
  const claimed = kindFromFileName(fileName);
  const actual = detectResumeKind(bytes);
  if (!actual || actual !== claimed) return { ok: false, reason: "content" };
  return { ok: true, kind: actual, contentType: resumeKinds[actual].contentType };
}

/**
 * A storage-safe file name: the last path segment, ASCII letters, digits, dot, dash and
 * underscore only, at most 100 characters with the extension kept.
 */
export function sanitizeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  const rawExtension = dot >= 0 ? base.slice(dot + 1).replace(/[^A-Za-z0-9]/g, "") : "";
  const extension = rawExtension ? `.${rawExtension.slice(0, 9).toLowerCase()}` : "";
  const stem =
    (dot >= 0 ? base.slice(0, dot) : base)
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9._-]+/g, "_")
      .replace(/_+/g, "_")
      .replace(/^[._-]+|[._-]+$/g, "") || "resume";
  return `${stem.slice(0, 100 - extension.length)}${extension}`;
}

/**
 * The name shown to people: the last path segment without control characters and without
 * bidirectional marks and overrides (which make "cv\u202Efdp.exe" read as "cvexe.pdf"), at most 200.
 */
export function displayFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g, "")
    .trim();
  return (clean || "resume").slice(0, 200);
}
