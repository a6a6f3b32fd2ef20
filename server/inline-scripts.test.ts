import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts";

/** What a browser's CSP computes for an inline script's text: SHA-256 of its UTF-8, base64. */
async function browserHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${Buffer.from(digest).toString("base64")}'`;
}

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text as a browser does", async () => {
    const first = `window.__ctx = {"name":"Zoë \\u003c3"};\n  console.log("ü ✓");`;
    const second = "  (function(){ document.documentElement.dataset.x = 1 })()  ";
    const html = `<!DOCTYPE html><html><head><script nonce="abc">${first}</script></head><body><p>text</p><SCRIPT nonce="abc">${second}</SCRIPT></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([await browserHash(first), await browserHash(second)]);
  });

  it("hashes the text after the HTML parser's newline normalisation", async () => {
    const html = "<script>a();\r\nb();\rc();</script>";
    expect(inlineScriptHashes(html)).toEqual([await browserHash("a();\nb();\nc();")]);
  });

  it("an empty inline script still needs its hash", async () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([await browserHash("")]);
  });

  it("skips scripts loaded from a file and data blocks such as JSON-LD", () => {
    const html = [
      '<script src="/assets/entry.js"></script>',
      '<script type="module" src="/assets/app.js"></script>',
      '<script async SRC="https://www.googletagmanager.com/gtag/js"></script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="text/template"><p>hi</p></script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("includes module scripts, import maps and the JavaScript types, however written", async () => {
    const scripts = [
      ["module", 'import("/assets/entry.js");'],
      ["Module", "m2();"],
      ["text/javascript", "classic();"],
      ["application/javascript", "app();"],
      ["importmap", '{"imports":{}}'],
    ];
    const html = scripts
      .map(([type, text], index) => {
        const quote = index % 2 === 0 ? '"' : "'";
        return `<script nonce="n" type=${quote}${type}${quote}>${text}</script>`;
      })
      .join("\n");
    const unquoted = "<script type=module>unquoted();</script>";
    expect(inlineScriptHashes(html + unquoted)).toEqual([
      ...(await Promise.all(scripts.map(([, text]) => browserHash(text as string)))),
      await browserHash("unquoted();"),
    ]);
  });

  it("lists a script that appears twice once", async () => {
    const html =
      "<script>same();</script><div></div><script>same();</script><script>other();</script>";
    expect(inlineScriptHashes(html)).toEqual([
      await browserHash("same();"),
      await browserHash("other();"),
    ]);
  });

  it("does not take escaped markup in text for a script", () => {
    const html = "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><pre><code>&lt;script></code></pre>";
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
