import { createHash } from "node:crypto";

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const sourceAttribute = /\ssrc\s*=/i;
const typeAttribute = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^"'\s>]+))/i;
/**
 * Types a browser runs (HTML's "JavaScript MIME type essence match", modules), plus import maps
 * and speculation rules, which the CSP checks like scripts. Anything else (JSON-LD) is data.
 */
const executableTypes = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/** The text as the browser's HTML parser hands it to the CSP: CR LF and CR become LF, NUL U+FFFD. */
function parsedText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replaceAll("\0", "\uFFFD");
}

/**
 * CSP source expressions ('sha256-...') for every inline script a browser would run in `html`.
 * Data blocks (JSON-LD) are not run, so they need none. Script text is hashed as the browser
 * parses it: React escapes `</script` inside scripts, so the first closing tag ends each one.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
    if (sourceAttribute.test(attributes)) continue;
    const match = typeAttribute.exec(attributes);
    const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(parsedText(text)).digest("base64")}'`);
  }
  return [...hashes];
}
