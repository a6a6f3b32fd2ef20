import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { escapeMarkup, stripInvalidXmlCharacters } from "./markup";

const hostile = `Tom & Jerry's <b>"bold"</b> 'quote' &amp; </p><script>x</script>`;

describe("escapeMarkup", () => {
  it("escapes & < > \" ' and nothing else", () => {
    expect(escapeMarkup(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
    expect(escapeMarkup("Plain text, 100% ok — ₹")).toBe("Plain text, 100% ok — ₹");
  });

  it("keeps HTML text and attribute values intact, whichever quote the attribute uses", () => {
    const escaped = escapeMarkup(hostile);
    expect(escaped).not.toMatch(/[<>"']/);
    // Every & left starts one of our entities, so a parser reads back exactly the input.
    expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, "")).not.toContain("&");
    const html = `<p title="${escaped}" data-alt='${escaped}'>${escaped}</p>`;
    expect(html.match(/<[a-z/]/g)).toEqual(["<p", "</"]);
  });

  it("keeps XML well-formed in text and attribute positions and reads back the same", () => {
    const escaped = escapeMarkup(hostile);
    const xml = `<root><item title="${escaped}" alt='${escaped}'>${escaped}</item></root>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "",
      processEntities: true,
      htmlEntities: true,
      parseTagValue: false,
      trimValues: false,
    }).parse(xml) as { root: { item: { title: string; alt: string; "#text": string } } };
    expect(parsed.root.item.title).toBe(hostile);
    expect(parsed.root.item.alt).toBe(hostile);
    expect(parsed.root.item["#text"]).toBe(hostile);
  });
});

describe("stripInvalidXmlCharacters", () => {
  it("removes control characters XML forbids and keeps tab and line breaks", () => {
    expect(stripInvalidXmlCharacters("a\u0000b\u0008c\td\ne\rf\u001Fg\uFFFE")).toBe(
      "abc\td\ne\rfg",
    );
  });
});
