import { describe, expect, it } from "vitest";
import {
  docFile,
  docxFile,
  pdfFile,
  plainZipFile,
  pngFile,
} from "../../../tests/support/resume-files";
import {
  checkResume,
  detectResumeKind,
  displayFileName,
  maxResumeBytes,
  sanitizeFileName,
  zipEntryNames,
} from "./sniff";

describe("resume content sniffing", () => {
  it("recognises PDF, DOC and DOCX by their bytes", () => {
    expect(detectResumeKind(pdfFile())).toBe("pdf");
    expect(detectResumeKind(docFile())).toBe("doc");
    expect(detectResumeKind(docxFile())).toBe("docx");
  });

  it("refuses impostors: a PNG, a ZIP without word/document.xml, an OLE2 file that is not Word", () => {
    expect(detectResumeKind(pngFile())).toBeNull();
    expect(detectResumeKind(plainZipFile())).toBeNull();
    const excel = docFile();
    excel.fill(0, 1024);
    expect(detectResumeKind(excel)).toBeNull();
    expect(detectResumeKind(new TextEncoder().encode("PDF-1.4 not really"))).toBeNull();
    expect(detectResumeKind(new Uint8Array())).toBeNull();
  });

  it("reads the ZIP central directory", () => {
    expect(zipEntryNames(docxFile())).toEqual(["[Content_Types].xml", "word/document.xml"]);
    expect(zipEntryNames(pdfFile())).toBeNull();
    // A truncated archive is not readable.
    expect(zipEntryNames(docxFile().subarray(0, 60))).toBeNull();
  });

  it("needs the name and the content to agree", () => {
    expect(checkResume("cv.pdf", pdfFile())).toEqual({
      ok: true,
      kind: "pdf",
      contentType: "application/pdf",
    });
    expect(checkResume("CV.DOCX", docxFile())).toMatchObject({ ok: true, kind: "docx" });
    expect(checkResume("cv.doc", docFile())).toMatchObject({ ok: true, kind: "doc" });
    expect(checkResume("cv.pdf", pngFile())).toEqual({ ok: false, reason: "content" });
    expect(checkResume("cv.docx", pdfFile())).toEqual({ ok: false, reason: "content" });
    expect(checkResume("cv.png", pngFile())).toEqual({ ok: false, reason: "extension" });
    expect(checkResume("cv.pdf", new Uint8Array())).toEqual({ ok: false, reason: "empty" });
    expect(checkResume("", pdfFile())).toEqual({ ok: false, reason: "missing" });
  });

  it("refuses more than 10 MB and accepts exactly 10 MB", () => {
    expect(checkResume("cv.pdf", pdfFile("x", maxResumeBytes + 1))).toEqual({
      ok: false,
      reason: "too-large",
    });
    expect(checkResume("cv.pdf", pdfFile("x", maxResumeBytes))).toMatchObject({ ok: true });
  });
});

describe("file names", () => {
  it("keeps storage keys to safe characters, one segment, and the extension", () => {
    expect(sanitizeFileName("My Résumé (final).PDF")).toBe("My_Resume_final.pdf");
    expect(sanitizeFileName("../../etc/passwd.pdf")).toBe("passwd.pdf");
    expect(sanitizeFileName("C:\\Users\\ada\\cv.docx")).toBe("cv.docx");
    expect(sanitizeFileName("..pdf")).toBe("resume.pdf");
    expect(sanitizeFileName("履歴書.pdf")).toBe("resume.pdf");
    const long = sanitizeFileName(`${"a".repeat(300)}.pdf`);
    expect(long).toHaveLength(100);
    expect(long.endsWith(".pdf")).toBe(true);
  });

  it("shows the original name without paths or control characters", () => {
    expect(displayFileName("C:\\fakepath\\Ada CV.pdf")).toBe("Ada CV.pdf");
    expect(displayFileName("cv\u0000\n.pdf")).toBe("cv.pdf");
  });

  it("strips bidirectional marks and overrides, which disguise a name's extension", () => {
    expect(displayFileName("cv\u202Efdp.exe")).toBe("cvfdp.exe");
    expect(
      displayFileName(
        "\u2066Ada\u2069 \u200E\u200F\u061C\u202A\u202B\u202C\u202D\u2067\u2068CV.pdf",
      ),
    ).toBe("Ada CV.pdf");
  });
});
