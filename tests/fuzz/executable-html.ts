// Finds markup in a served page that a browser would execute. Text React escaped (&lt;script&gt;)
// is not markup; a real tag is. The page's own scripts all carry the response's CSP nonce.

const tagPattern =
  /<([a-zA-Z][\w:-]*)((?:[\s/]+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)[\s/]*>/g;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href", "data"]);
const embeddingTags = new Set(["iframe", "object", "embed", "frame"]);

function decodeEntities(value: string) {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&colon;/gi, ":")
    .replace(/&amp;/gi, "&");
}

/** What would run script in `html`: a description of each finding; empty when safe. */
export function executableHtml(html: string): string[] {
  const findings: string[] = [];
  // Script bodies are data to the HTML parser; a payload that broke out of one shows up as tags.
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>");
  for (const [tag, rawName = "", rawAttributes = ""] of markup.matchAll(tagPattern)) {
    const name = rawName.toLowerCase();
    const attributes = new Map<string, string>();
    for (const [, attribute = "", double, single, bare] of rawAttributes.matchAll(
      attributePattern,
    )) {
      attributes.set(attribute.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ""));
    }
    if (embeddingTags.has(name)) findings.push(tag);
    if (
      name === "script" &&
      !attributes.has("nonce") &&
      attributes.get("type") !== "application/ld+json"
    ) {
      findings.push(tag);
    }
    for (const [attribute, value] of attributes) {
      // Browsers ignore spaces and control characters inside a URL's scheme.
      const scheme = Array.from(value)
        .filter((character) => (character.codePointAt(0) ?? 0) > 0x20)
        .join("")
        .toLowerCase();
      if (attribute.startsWith("on")) findings.push(tag);
      else if (
        urlAttributes.has(attribute) &&
        /^(javascript|vbscript|data:text\/html)/.test(scheme)
      ) {
        findings.push(tag);
      }
    }
  }
  return findings;
}
