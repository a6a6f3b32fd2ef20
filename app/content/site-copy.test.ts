// The content check: every text the site shows from the repository (content modules, seeded posts
// and jobs, email templates; tests/support/site-copy.ts) reads as finished copy. No stand-in
// words, no doubled words, and no video that the site does not serve itself.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type CopyText, siteCopy, type VideoEntry } from "../../tests/support/site-copy";
import type { ProductVideo } from "./products/types";
import { videoSource } from "./products/videos";

/** Keys whose values are addresses, names of things in code or styling, never read as prose. */
const codeKeys = new Set(["id", "slug", "icon", "href", "url", "image", "className", "tone"]);

/** Words that mark copy as unfinished, wherever they appear in text a visitor reads. */
const standInWords: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ["fictional", /\bfictional\b/i],
  ["lorem ipsum", /\blorem\b/i],
  ["placeholder", /\bplaceholders?\b/i],
  ["TODO", /\bTODO\b/],
];

/**
 * "Services Services", "the the": a word written twice in a row on one line (case-insensitive);
 * "on on-demand" is two words.
 */
const doubledWord = /\b([A-Za-z]{2,})[ \t]+\1\b(?!-)/i;

/** Links to videos on other hosts: the site serves its own. */
const externalVideo =
  /\b(?:youtube(?:-nocookie)?\.com\/(?:watch|embed|shorts|v)\b|youtu\.be\/|vimeo\.com\/\d)/i;

/** Markdown code blocks and inline code: code in a post is quoted, not prose. */
const withoutCode = (text: string) =>
  text.replace(/```[\s\S]*?```/g, " ").replace(/`[^`\n]*`/g, " ");

/** Texts that use one of those words for what it means, not as a stand-in: source and word. */
const meantWords: ReadonlyArray<[source: string, word: string, why: string]> = [
  [
    "db/seed/posts:accessible-forms-in-react.content",
    "placeholder",
    "explains why placeholders are not labels",
  ],
  [
    "db/seed/posts:offline-first-flutter-apps.content",
    "placeholder",
    "a report synced before its photos",
  ],
];

function standInProblems(texts: readonly CopyText[]): string[] {
  return texts.flatMap(({ source, key, text }) => {
    if (codeKeys.has(key)) return [];
    const prose = withoutCode(text);
    return standInWords
      .filter(
        ([name, pattern]) =>
          pattern.test(prose) && !meantWords.some(([at, word]) => at === source && word === name),
      )
      .map(([name]) => `${source}: "${name}" in ${JSON.stringify(text.slice(0, 120))}`);
  });
}

function doubledWordProblems(texts: readonly CopyText[]): string[] {
  return texts.flatMap(({ source, key, text }) => {
    if (codeKeys.has(key)) return [];
    const match = doubledWord.exec(withoutCode(text));
    return match ? [`${source}: "${match[0]}"`] : [];
  });
}

/** A video must be a file the site serves from public/, not an id on another host. */
function videoProblems(copy: { texts: readonly CopyText[]; videos: readonly VideoEntry[] }) {
  const links = copy.texts
    .filter(({ text }) => externalVideo.test(text))
    .map(({ source, text }) => `${source}: links to an external video (${text})`);
  const unserved = copy.videos
    .filter(({ value }) => {
      const paths = Object.values(value).filter(
        (item): item is string => typeof item === "string" && /^\/[^/].*\.(?:webm|mp4)$/.test(item),
      );
      // A product video names its file; the site serves it from its video folder.
      if (typeof value.file === "string") paths.push(videoSource(value as unknown as ProductVideo));
      return !paths.some((file) => existsSync(path.join("public", file)));
    })
    .map(
      ({ source, value }) =>
        `${source}: video ${JSON.stringify(value.title ?? value.id)} is no file under public/`,
    );
  return [...links, ...unserved];
}

describe("the content check", () => {
  const copy = siteCopy();

  it("reads every content module, seeded post and job, and email template", () => {
    const sources = copy.texts.map((text) => text.source);
    for (const from of [
      "/app/content/",
      "db/seed/posts:",
      "db/seed/jobs:",
      "app/lib/email/templates/",
    ]) {
      expect(
        sources.some((source) => source.startsWith(from)),
        from,
      ).toBe(true);
    }
  });

  it('finds no "fictional", "lorem", "placeholder" or "TODO" in what visitors read', () => {
    expect(standInProblems(copy.texts)).toEqual([]);
  });

  it("finds no word written twice in a row", () => {
    expect(doubledWordProblems(copy.texts)).toEqual([]);
  });

  it("finds no video the site does not serve itself", () => {
    expect(copy.videos.length).toBeGreaterThanOrEqual(8);
    expect(videoProblems(copy)).toEqual([]);
  });

  it("fails on each kind of defect it looks for", () => {
    const text = (value: string, key = "description"): CopyText => ({
      source: "sample",
      key,
      text: value,
    });
    expect(standInProblems([text("A fictional insurer moved 300 mappings.")])).toHaveLength(1);
    expect(standInProblems([text("Lorem ipsum dolor sit amet.")])).toHaveLength(1);
    expect(standInProblems([text("The placeholder cover stays for now.")])).toHaveLength(1);
    expect(standInProblems([text("TODO: write the intro.")])).toHaveLength(1);
    // Code quoted in a post and values that are names in code are not prose.
    expect(standInProblems([text("Run `grep TODO src`.")])).toEqual([]);
    expect(standInProblems([text("placeholder", "icon")])).toEqual([]);
    expect(doubledWordProblems([text("API & Backend Services Services")])).toEqual([
      'sample: "Services Services"',
    ]);
    expect(doubledWordProblems([text("Read the the guide.")])).toHaveLength(1);
    expect(doubledWordProblems([text("Services and services teams.")])).toEqual([]);
    expect(doubledWordProblems([text("Databases stay on on-demand capacity.")])).toEqual([]);
    expect(
      videoProblems({ texts: [text("https://www.youtube.com/watch?v=QsHiveDemo1")], videos: [] }),
    ).toHaveLength(1);
    expect(
      videoProblems({
        texts: [],
        videos: [{ source: "sample", value: { id: "QsLockboxy0", uploadDate: "2024-06-10" } }],
      }),
    ).toHaveLength(1);
    expect(
      videoProblems({
        texts: [],
        videos: [{ source: "sample", value: { file: "no-such-video", uploadDate: "2026-11-26" } }],
      }),
    ).toHaveLength(1);
    // The brand's channel is a profile link, not a video.
    expect(
      videoProblems({ texts: [text("https://www.youtube.com/@quillstack")], videos: [] }),
    ).toEqual([]);
  });
});
