import { beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "../../../db/schema/index.ts";
import { setUpTestDatabase } from "../../../tests/support/test-database-hooks.ts";
import { parseKnowledgeFilters } from "./knowledge-filters";
import { listPostPage, loadCategoryPage, loadKnowledgeCenter } from "./knowledge-list.server";

const now = new Date("2025-06-15T12:00:00Z");
const day = 24 * 60 * 60_000;
const daysAgo = (n: number) => new Date(now.getTime() - n * day);

const categories = [
  { id: "web-development", name: "Web Development", slug: "web-development", color: "#2563eb" },
  { id: "ai-ml", name: "AI & Machine Learning", slug: "ai-ml", color: "#db2777" },
  { id: "cloud-devops", name: "Cloud & DevOps", slug: "cloud", color: null },
  { id: "empty-shelf", name: "Empty Shelf", slug: "empty-shelf", color: null },
];

type PostRow = typeof blogPosts.$inferInsert;
const post = (n: number, fields: Partial<PostRow>): PostRow => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `Excerpt of post ${n}.`,
  status: "published",
  publishDate: daysAgo(n),
  ...fields,
});

// Newest first: web 1..8 (post-1 newest), ai 10..13, cloud 20, uncategorized 30.
const rows: PostRow[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
    post(n, { categoryId: "web-development", tags: n === 4 ? ["React", "TypeScript"] : ["Web"] }),
  ),
  post(10, { categoryId: "ai-ml", title: "Evaluating LLMs", tags: ["LLM", "Python"] }),
  post(11, { categoryId: "ai-ml", excerpt: "Fine-tuning with LoRA." }),
  post(12, { categoryId: "ai-ml", tags: ["react"] }),
  post(13, { categoryId: "ai-ml", authorName: "Grace Hopper" }),
  post(20, { categoryId: "cloud-devops", title: "100% uptime_guide" }),
  post(30, { categoryId: null, title: "Uncategorized notes" }),
  // Never shown: drafts and scheduled posts.
  post(40, { slug: "a-draft", status: "draft", categoryId: "empty-shelf", tags: ["React"] }),
  post(41, {
    slug: "scheduled",
    categoryId: "empty-shelf",
    publishDate: new Date(now.getTime() + 3 * day),
  }),
];

const slugs = (posts: ReadonlyArray<{ slug: string }>) => posts.map((p) => p.slug);
const filters = (query: string) => parseKnowledgeFilters(new URLSearchParams(query));

describe("knowledge-center list queries", () => {
  const database = setUpTestDatabase();

  beforeAll(async () => {
    await database().db.insert(blogCategories).values(categories);
    await database().db.insert(blogPosts).values(rows);
  });

  it("pages the readable posts newest first and clamps a page past the end", async () => {
    const first = await listPostPage({ page: 1, now, pageSize: 5 });
    expect(first.total).toBe(14);
    expect(first.pageCount).toBe(3);
    expect(slugs(first.posts)).toEqual(["post-1", "post-2", "post-3", "post-4", "post-5"]);
    const beyond = await listPostPage({ page: 99, now, pageSize: 5 });
    expect(beyond.page).toBe(3);
    expect(slugs(beyond.posts)).toEqual(["post-12", "post-13", "post-20", "post-30"]);
  });

  it("shows everything on page 1: featured list, explore by category, latest", async () => {
    const view = await loadKnowledgeCenter(filters(""), { now, pageSize: 12 });
    expect(view.totalPosts).toBe(14);
    expect(view.latest.total).toBe(14);
    expect(slugs(view.featured)).toEqual([
      "post-1",
      "post-2",
      "post-3",
      "post-4",
      "post-5",
      "post-6",
    ]);
    // Categories by name, each with its newest three; empty categories left out.
    expect(view.explore?.map((group) => group.category.id)).toEqual([
      "ai-ml",
      "cloud-devops",
      "web-development",
    ]);
    expect(view.explore?.map((group) => slugs(group.posts))).toEqual([
      ["post-10", "post-11", "post-12"],
      ["post-20"],
      ["post-1", "post-2", "post-3"],
    ]);
    expect(view.categories.map((category) => [category.id, category.postCount])).toEqual([
      ["ai-ml", 4],
      ["cloud-devops", 1],
      ["empty-shelf", 0],
      ["web-development", 8],
    ]);
  });

  it("searches title, excerpt, any tag and the author's name, ignoring case", async () => {
    const react = await loadKnowledgeCenter(filters("q=REACT"), { now });
    expect(slugs(react.latest.posts)).toEqual(["post-4", "post-12"]);
    expect(react.totalPosts).toBe(14);
    const author = await loadKnowledgeCenter(filters("q=grace HOP"), { now });
    expect(slugs(author.latest.posts)).toEqual(["post-13"]);
    const lora = await loadKnowledgeCenter(filters("q=lora"), { now });
    expect(slugs(lora.latest.posts)).toEqual(["post-11"]);
    const llm = await loadKnowledgeCenter(filters("q=evaluating llms"), { now });
    expect(slugs(llm.latest.posts)).toEqual(["post-10"]);
    // LIKE wildcards are literal.
    const percent = await loadKnowledgeCenter(filters("q=100%25 uptime_"), { now });
    expect(slugs(percent.latest.posts)).toEqual(["post-20"]);
    const underscore = await loadKnowledgeCenter(filters("q=_"), { now });
    expect(slugs(underscore.latest.posts)).toEqual(["post-20"]);
  });

  it("shows featured and explore only on the unfiltered first page, so no post shows twice", async () => {
    for (const query of ["q=react", "category=ai-ml", "q=post&category=web-development"]) {
      const view = await loadKnowledgeCenter(filters(query), { now });
      expect(view.latest.total, query).toBeGreaterThan(0);
      expect(view.featured, query).toEqual([]);
      expect(view.explore, query).toBeNull();
    }
  });

  it("filters by category id without explore, and tells no match from no posts", async () => {
    const ai = await loadKnowledgeCenter(filters("category=ai-ml"), { now });
    expect(ai.filters.category).toBe("ai-ml");
    expect(ai.explore).toBeNull();
    expect(slugs(ai.latest.posts)).toEqual(["post-10", "post-11", "post-12", "post-13"]);
    const none = await loadKnowledgeCenter(filters("q=kubernetes&category=ai-ml"), { now });
    expect(none.latest.total).toBe(0);
    expect(none.featured).toEqual([]);
    expect(none.totalPosts).toBe(14);
    // Drafts and scheduled posts do not count.
    const shelf = await loadKnowledgeCenter(filters("category=empty-shelf"), { now });
    expect(shelf.latest.total).toBe(0);
  });

  it("ignores an unknown category and shows explore only on page 1", async () => {
    const unknown = await loadKnowledgeCenter(filters("category=nope"), { now });
    expect(unknown.filters.category).toBeUndefined();
    expect(unknown.latest.total).toBe(14);
    const second = await loadKnowledgeCenter(filters("page=2"), { now, pageSize: 5 });
    expect(second.filters.page).toBe(2);
    expect(second.explore).toBeNull();
    expect(second.featured).toEqual([]);
    expect(slugs(second.latest.posts)).toEqual([
      "post-6",
      "post-7",
      "post-8",
      "post-10",
      "post-11",
    ]);
    // A page past the end falls back to the last page (page 1 here), with explore.
    const clamped = await loadKnowledgeCenter(filters("page=7"), { now, pageSize: 20 });
    expect(clamped.filters.page).toBe(1);
    expect(clamped.explore).not.toBeNull();
  });

  it("finds a category page by slug or hyphenated name, and searches within it", async () => {
    const bySlug = await loadCategoryPage("cloud", { q: "", page: 1 }, { now });
    expect(bySlug?.category.id).toBe("cloud-devops");
    const byName = await loadCategoryPage("Cloud-&-DevOps", { q: "", page: 1 }, { now });
    expect(byName?.category.id).toBe("cloud-devops");
    const ai = await loadCategoryPage("ai-&-machine-learning", { q: "", page: 1 }, { now });
    expect(slugs(ai?.posts.posts ?? [])).toEqual(["post-10", "post-11", "post-12", "post-13"]);
    const python = await loadCategoryPage("ai-ml", { q: "PYTHON", page: 1 }, { now });
    expect(slugs(python?.posts.posts ?? [])).toEqual(["post-10"]);
    const empty = await loadCategoryPage("empty-shelf", { q: "", page: 1 }, { now });
    expect(empty?.posts.total).toBe(0);
    expect(await loadCategoryPage("no-such-category", { q: "", page: 1 }, { now })).toBeNull();
  });

  it("says the knowledge center is empty when no post is readable", async () => {
    const before = new Date("2000-01-01T00:00:00Z");
    const view = await loadKnowledgeCenter(filters(""), { now: before });
    expect(view.totalPosts).toBe(0);
    expect(view.explore).toEqual([]);
  });
});
