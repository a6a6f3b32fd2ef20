import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, jobPosts } from "../../../db/schema/index.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { markStart, markStop, plainText } from "./highlight";
import { maxPage, maxQueryLength, parseSearchParams, rankedCandidates } from "./query";
import { siteSearch, snippetPrefixLength } from "./search.server";
import type { SearchResults } from "./types";

const now = new Date("2025-06-15T12:00:00Z");
const day = 24 * 60 * 60_000;
const past = (days: number) => new Date(now.getTime() - days * day);

const search = (query: string) => siteSearch(parseSearchParams(new URLSearchParams(query)), now);
const slugsOf = (results: SearchResults, kind: string) =>
  results.groups
    .find((group) => group.kind === kind)
    ?.hits.map((hit) => hit.url.split("/").pop()) ?? [];

function post(slug: string, fields: Partial<typeof blogPosts.$inferInsert>) {
  return {
    slug,
    title: slug,
    excerpt: "",
    content: "",
    status: "published" as const,
    publishDate: past(10),
    ...fields,
  };
}

/** Plain paragraphs of about `words` words, none of them searched for. */
const filler = (words: number) =>
  Array.from({ length: words }, (_, n) => (n % 12 === 11 ? "plain.\n\nText" : "plain")).join(" ");

const earlyBody = `Our quokka dashboards [in a link](https://example.com/x) grew.\n\n${filler(400)}`;
const lateBody = `${filler(400)}\n\nAt the very end the quokka **cluster** appears.`;

function job(slug: string, fields: Partial<typeof jobPosts.$inferInsert>) {
  return {
    slug,
    title: slug,
    companyName: "Testing Co",
    location: "Remote",
    description: "A role.",
    jobType: "full-time" as const,
    experienceLevel: "mid" as const,
    createdAt: past(5),
    ...fields,
  };
}

describe("site search", () => {
  const database = setUpTestDatabase();

  beforeAll(async () => {
    await database()
      .db.insert(blogPosts)
      .values([
        post("kubernetes-in-the-title", {
          title: "Kubernetes Operators Explained",
          excerpt: "How operators manage stateful workloads on Kubernetes.",
          tags: ["Kubernetes", "Cloud"],
          content: "## Why operators\n\nThey encode what an administrator would do by hand.",
          publishDate: past(40),
        }),
        post("kubernetes-in-the-body", {
          title: "Notes From The Field",
          excerpt: "A week of consulting, day by day.",
          content: "On Wednesday we upgraded a kubernetes cluster and wrote about it.",
          publishDate: past(2),
        }),
        post("kubernetes-draft", { title: "Kubernetes Draft", status: "draft" }),
        post("kubernetes-scheduled", { title: "Kubernetes Scheduled", publishDate: past(-3) }),
        post("markdown-body", {
          title: "Formatting Sample",
          content:
            "# Big heading\n\nSome **bold quasar** text, `quasar()`: code and [a quasar link](https://example.com/quasar).\n\n- first quasar item\n- second item\n\n> quoted quasar\n\n```ts\nconst quasar = 1;\n```",
        }),
        // Long bodies: a match near the start, and one only past the snippet prefix.
        post("quokka-early", {
          title: "Early Mention",
          content: earlyBody,
          publishDate: past(3),
        }),
        post("quokka-late", {
          title: "Late Mention",
          content: lateBody,
          publishDate: past(4),
        }),
        post("lockboxy-mention", {
          title: "Governance Roundup",
          content: "We looked at several tools, lockboxy among them.",
        }),
        ...Array.from({ length: 12 }, (_, n) =>
          post(`zephyr-${String(n).padStart(2, "0")}`, {
            title: `Zephyr Release ${n}`,
            publishDate: past(20 + n),
          }),
        ),
      ]);
    await database()
      .db.insert(jobPosts)
      .values([
        job("kubernetes-platform-engineer", {
          title: "Kubernetes Platform Engineer",
          description: "Run **Kubernetes** clusters for [our clients](https://example.com).",
          tags: ["Kubernetes", "Go"],
        }),
        job("kubernetes-inactive", { title: "Kubernetes Administrator", isActive: false }),
        job("kubernetes-expired", {
          title: "Kubernetes Consultant",
          applicationDeadline: past(1),
        }),
      ]);
  });

  it("ranks a title match above a body match and leaves out drafts and future posts", async () => {
    const results = await search("q=kubernetes");
    expect(slugsOf(results, "posts")).toEqual([
      "kubernetes-in-the-title",
      "kubernetes-in-the-body",
    ]);
    expect(results.counts.posts).toBe(2);
    const [titleHit, bodyHit] = results.groups.find((group) => group.kind === "posts")?.hits ?? [];
    expect(titleHit?.rank).toBeGreaterThan(bodyHit?.rank ?? 1);
    expect(titleHit?.rank).toBeLessThan(1);
  });

  it("finds open jobs only", async () => {
    const results = await search("q=kubernetes");
    expect(slugsOf(results, "jobs")).toEqual(["kubernetes-platform-engineer"]);
    expect(results.counts.jobs).toBe(1);
  });

  it("marks matched words in titles and snippets with the marker characters", async () => {
    const results = await search("q=kubernetes");
    const [hit] = results.groups.find((group) => group.kind === "posts")?.hits ?? [];
    expect(hit?.title).toBe(`${markStart}Kubernetes${markStop} Operators Explained`);
    expect(hit?.snippet).toContain(`${markStart}Kubernetes${markStop}`);
    expect(hit?.details).toEqual(["Article"]);
    expect(hit?.date).toBe("2025-05-06T12:00:00.000Z");
    const [jobHit] = results.groups.find((group) => group.kind === "jobs")?.hits ?? [];
    expect(jobHit?.snippet).toContain(`${markStart}Kubernetes${markStop} clusters for our clients`);
  });

  it("strips Markdown syntax from snippets", async () => {
    const results = await search("q=quasar");
    const [hit] = results.groups.find((group) => group.kind === "posts")?.hits ?? [];
    const snippet = plainText(hit?.snippet ?? "");
    expect(snippet).toContain("bold quasar text, quasar(): code");
    expect(snippet).toContain("a quasar link");
    expect(snippet).toContain("first quasar item second item quoted quasar");
    expect(snippet).not.toMatch(/[#*`[\]>]|https?:|example\.com/);
    expect(hit?.snippet).toContain(`${markStart}quasar${markStop}`);
  });

  it("takes a long body's snippet from its start, or from the whole body when only that matches", async () => {
    const results = await search("q=quokka");
    const hits = results.groups.find((group) => group.kind === "posts")?.hits ?? [];
    const snippet = (slug: string) => hits.find((hit) => hit.url.endsWith(slug))?.snippet ?? "";
    expect(earlyBody.length).toBeGreaterThan(snippetPrefixLength * 2);
    expect(snippet("quokka-early")).toContain(
      `${markStart}quokka${markStop} dashboards in a link grew`,
    );
    expect(lateBody.indexOf("quokka")).toBeGreaterThan(snippetPrefixLength * 2);
    expect(snippet("quokka-late")).toContain(`the ${markStart}quokka${markStop} cluster appears`);
    expect(plainText(snippet("quokka-late"))).not.toMatch(/[*[\]]/);
  });

  it("matches a word still being typed (prefix fallback)", async () => {
    const partial = await search("q=kuber");
    expect(slugsOf(partial, "posts")).toEqual([
      "kubernetes-in-the-title",
      "kubernetes-in-the-body",
    ]);
    expect(slugsOf(partial, "jobs")).toEqual(["kubernetes-platform-engineer"]);
    // A typed prefix longer than the stored stem ('operators' is stored as 'oper').
    for (const typed of ["ope", "oper", "opera", "operat", "operato", "operator", "operators"]) {
      expect((await search(`q=kubernetes+${typed}`)).counts.posts, typed).toBe(1);
    }
    expect((await search("q=zeph")).counts.posts).toBe(12);
    // Only the last word is a prefix: an unfinished word before it does not match.
    expect((await search("q=kuber+operators")).counts.posts).toBe(0);
    // Operators switch the fallback off: the text is taken literally.
    expect((await search("q=%22kuber%22")).counts.posts).toBe(0);
  });

  it("honours websearch syntax: exclusions, or, quoted phrases", async () => {
    expect(slugsOf(await search("q=kubernetes+-operators"), "posts")).toEqual([
      "kubernetes-in-the-body",
    ]);
    expect((await search("q=quasar+or+zephyr")).counts.posts).toBe(13);
    expect((await search("q=%22operators+explained%22")).counts.posts).toBe(1);
    expect((await search("q=%22explained+operators%22")).counts.posts).toBe(0);
  });

  it("never errors on odd input, and matches nothing without a positive word", async () => {
    const odd = [
      '"',
      '"unbalanced',
      "-kubernetes",
      "!!!",
      "&|!():*<->",
      "' or 1=1 --",
      "\\",
      "or",
      "the of and",
      "über café naïve",
      "🚀 launch",
      "日本語",
      "%_%",
      "a".repeat(maxQueryLength + 50),
      "k",
    ];
    for (const q of odd) {
      const results = await search(new URLSearchParams({ q }).toString());
      expect(results.q.length).toBeLessThanOrEqual(maxQueryLength);
      expect(results.total, q).toBeGreaterThanOrEqual(0);
    }
    expect((await search("q=-kubernetes")).total).toBe(0);
    expect((await search("q=the+of+and")).total).toBe(0);
  });

  it("shows 5 per kind on the overview and pages one chosen kind by 10", async () => {
    const overview = await search("q=zephyr");
    expect(overview.counts.posts).toBe(12);
    expect(slugsOf(overview, "posts")).toHaveLength(5);
    const first = await search("q=zephyr&type=posts");
    expect(first.pageCount).toBe(2);
    expect(slugsOf(first, "posts")).toHaveLength(10);
    const second = await search("q=zephyr&type=posts&page=2");
    expect(slugsOf(second, "posts")).toEqual(["zephyr-10", "zephyr-11"]);
    expect(second.groups.map((group) => group.kind)).toEqual(["posts"]);
    expect(second.counts.posts).toBe(12);
    const beyond = await search("q=zephyr&type=posts&page=7");
    expect(beyond.groups).toEqual([]);
  });

  it("counts every match but ranks and pages through the newest rankedCandidates", async () => {
    const extra = rankedCandidates + 5;
    // Newest first: nebula-000 is the newest; the oldest five fall outside the ranked set. Posts
    // with the word in the title rank above the rest, so ranking, not only dates, orders a page.
    await database()
      .db.insert(blogPosts)
      .values(
        Array.from({ length: extra }, (_, n) =>
          post(`nebula-${String(n).padStart(3, "0")}`, {
            title: n % 50 === 7 ? `Nebula Survey ${n}` : `Observation Log ${n}`,
            content: "Notes on the nebula seen last night.",
            publishDate: past(100 + n),
          }),
        ),
      );
    try {
      const overview = await search("q=nebula");
      expect(overview.counts.posts).toBe(extra);
      expect(slugsOf(overview, "posts").slice(0, 4)).toEqual([
        "nebula-007",
        "nebula-057",
        "nebula-107",
        "nebula-157",
      ]);
      const first = await search("q=nebula&type=posts");
      expect(first.counts.posts).toBe(extra);
      expect(first.pageCount).toBe(maxPage);
      // A page past the last reachable one is answered with it (the URL is clamped).
      const last = await search("q=nebula&type=posts&page=999");
      expect(last.page).toBe(maxPage);
      expect(last.counts.posts).toBe(extra);
      const lastSlugs = slugsOf(last, "posts");
      expect(lastSlugs).toHaveLength(10);
      expect(lastSlugs.at(-1)).toBe(`nebula-${String(rankedCandidates - 1).padStart(3, "0")}`);
      const seen = new Set<string>();
      for (let page = 1; page <= maxPage; page++) {
        for (const slug of slugsOf(await search(`q=nebula&type=posts&page=${page}`), "posts")) {
          seen.add(slug ?? "");
        }
      }
      expect(seen.size).toBe(rankedCandidates);
      expect(seen.has(`nebula-${String(extra - 1).padStart(3, "0")}`)).toBe(false);
    } finally {
      await database().db.execute(sql`delete from blog_posts where slug like 'nebula-%'`);
    }
  });

  it("orders the groups by their best result across kinds", async () => {
    const kubernetes = await search("q=kubernetes");
    const kinds = kubernetes.groups.map((group) => group.kind);
    expect(kinds[0]).toBe("posts");
    expect(kinds).toEqual(expect.arrayContaining(["jobs", "services", "technologies"]));
    const lockboxy = await search("q=lockboxy");
    expect(lockboxy.groups.map((group) => group.kind)).toEqual(["products", "posts"]);
  });

  it("returns nothing for an empty query without touching the tables", async () => {
    const results = await search("q=+++");
    expect(results).toMatchObject({ q: "", total: 0, groups: [] });
  });
});
