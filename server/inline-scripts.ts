import { createHash } from "node:crypto";

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const sourceAttribute = /\ssrc\s*=/i;
const typeAttribute = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * CSP source expressions ('sha256-...') for every inline script a browser would run in `html`.
 * Data blocks (JSON-LD) are not run, so they need none. Script text is hashed as written:
 * React escapes `</script` inside scripts, so the first closing tag ends each one.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
    if (sourceAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!executableTypes.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return [...hashes];
}
