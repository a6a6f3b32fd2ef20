import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const docs = path.join(root, "docs");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/** Targets of inline links and images, `[text](target)`, outside code spans and fences. */
function relativeLinkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#"))
    .map((target) => decodeURIComponent(target.split("#")[0] ?? ""));
}

describe("relativeLinkTargets", () => {
  it("finds relative links and skips URLs, anchors and code", () => {
    const text = [
      "See [019](019-old.md#context) and ![logo](../img/a%20b.png).",
      "[site](https://example.com) [top](#decision) [mail](mailto:a@b.c)",
      "`[not](a-link.md)`",
      "```\n[nor](this.md)\n```",
    ].join("\n");
    expect(relativeLinkTargets(text)).toEqual(["019-old.md", "../img/a b.png"]);
  });
});

describe("docs/", () => {
  const files = markdownFiles(docs);

  it("every relative link resolves to a file in the repository", () => {
    const broken = files.flatMap((file) =>
      relativeLinkTargets(readFileSync(file, "utf8"))
        .filter((target) => !existsSync(path.resolve(path.dirname(file), target)))
        .map((target) => `${path.relative(root, file)} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  const decisions = files.filter((file) => path.dirname(file) === path.join(docs, "decisions"));

  it.each(decisions.map((file) => [path.basename(file), file]))(
    "%s starts with its title, then its Date and Status",
    (_name, file) => {
      const [title, ...rest] = readFileSync(file, "utf8").split("\n");
      expect(title).toMatch(new RegExp(`^# ${path.basename(file).slice(0, 3)}[.:]? \\S`));
      // The lines between the title and the first section, without list or bold markup.
      const header = rest
        .slice(
          0,
          rest.findIndex((line) => line.startsWith("## ")),
        )
        .map((line) =>
          line
            .replace(/^[-*]\s+/, "")
            .replaceAll("**", "")
            .trim(),
        );
      expect(header).toContainEqual(expect.stringMatching(/^Date: \d{4}-\d{2}-\d{2}$/));
      const status = header.find((line) => line.startsWith("Status:"));
      expect(status).toMatch(/^Status: (accepted|superseded by \d{3})$/i);
      const successor = status?.match(/superseded by (\d{3})/i)?.[1];
      if (successor) {
        const names = decisions.map((other) => path.basename(other));
        expect(names.some((name) => name.startsWith(`${successor}-`))).toBe(true);
      }
    },
  );
});
