import type { APIRequestContext } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith";
import { queryDb } from "../support/e2e-services";
import { checkAtom, checkJsonFeed, checkRss } from "../support/feed-validation";
import { expect, test } from "./fixtures";

/** What each feed's real parser reads of an entry. */
interface Entry {
  id?: string;
  link?: string;
  published?: string;
  html?: string;
  authors: string[];
  categories: string[];
  image?: string;
}

const feeds = [
  {
    path: "/feed.xml",
    type: "application/rss+xml; charset=utf-8",
    check: checkRss,
    entries(body: string): Entry[] {
      return (parseRssFeed(body).items ?? []).map((item) => ({
        id: item.guid?.value,
        link: item.link,
        published: item.pubDate,
        html: item.content?.encoded,
        authors: item.dc?.creators ?? [],
        categories: (item.categories ?? []).map((category) => category.name ?? ""),
        image: item.enclosures?.[0]?.url,
      }));
    },
  },
  {
    path: "/atom.xml",
    type: "application/atom+xml; charset=utf-8",
    check: checkAtom,
    entries(body: string): Entry[] {
      return (parseAtomFeed(body).entries ?? []).map((entry) => ({
        id: entry.id,
        link: entry.links?.find((link) => !link.rel || link.rel === "alternate")?.href,
        published: entry.published,
        html: entry.content?.value,
        authors: (entry.authors ?? []).map((author) => author.name ?? ""),
        categories: (entry.categories ?? []).map(
          (category) => category.term ?? category.label ?? "",
        ),
        image: entry.links?.find((link) => link.rel === "enclosure")?.href,
      }));
    },
  },
  {
    path: "/feed.json",
    type: "application/feed+json; charset=utf-8",
    check: checkJsonFeed,
    entries(body: string): Entry[] {
      return (parseJsonFeed(JSON.parse(body)).items ?? []).map((item) => ({
        id: item.id,
        link: item.url,
        published: item.date_published,
        html: item.content_html,
        authors: (item.authors ?? []).map((author) => author.name ?? ""),
        categories: item.tags ?? [],
        image: item.image,
      }));
    },
  },
] as const;

/** Seeded posts no visitor may see yet: two drafts and one scheduled 30 days ahead. */
const hiddenPosts = [
  "draft-graphql-federation-notes",
  "draft-flutter-state-management",
  "ai-agents-in-the-enterprise",
];
const knownPost = "react-server-components-in-production";
const openJob = "senior-full-stack-engineer-react-node";
const inactiveJob = "design-director-kestrel-commerce";

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { response, body: await response.text() };
}

for (const feed of feeds) {
  test(`${feed.path} is a valid feed of the newest readable posts, with full HTML`, async ({
    request,
    baseURL,
  }) => {
    const { response, body } = await get(request, feed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(feed.type);
    expect(feed.check(body).problems).toEqual([]);

    const [row] = await queryDb<{ readable: string }>(
      `select count(*) as readable from blog_posts where status = 'published' and publish_date <= now()`,
    );
    const entries = feed.entries(body);
    expect(entries).toHaveLength(Math.min(50, Number(row?.readable)));
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);

    // Newest first.
    const times = entries.map((entry) => Date.parse(entry.published ?? ""));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const post = entries.find((entry) => entry.link === `${baseURL}/knowledge-center/${knownPost}`);
    expect(post, `${knownPost} in ${feed.path}`).toBeDefined();
    expect(post?.html).toMatch(/<h2[^>]*>Why we moved<\/h2>/);
    expect(post?.html).toMatch(/<pre><code class="language-tsx">/);
    expect(post?.html).not.toMatch(/<script/i);
    expect(post?.categories).toEqual(
      expect.arrayContaining(["Web Development", "React", "TypeScript", "Performance"]),
    );
    expect(post?.authors).toHaveLength(1);
    expect(post?.image).toMatch(new RegExp(`^${baseURL}/images/blog/.+`));
    const news = entries.find((entry) => entry.link?.endsWith("/notes-from-our-first-hackathon"));
    expect(news?.authors).toEqual(["Lucas Moreau"]);
    expect(news?.image).toBe(`${baseURL}/images/blog/covers/notes-from-our-first-hackathon.svg`);
    for (const slug of hiddenPosts) expect(body).not.toContain(slug);
    for (const entry of entries) expect(entry.link).toMatch(new RegExp(`^${baseURL}/`));
  });

  test(`${feed.path} answers 304 to a conditional GET by ETag and by date`, async ({ request }) => {
    const { response } = await get(request, feed.path);
    const etag = response.headers().etag as string;
    const lastModified = response.headers()["last-modified"] as string;
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    expect(Date.parse(lastModified)).toBeGreaterThan(0);

    const byTag = await get(request, feed.path, { "if-none-match": etag });
    expect(byTag.response.status()).toBe(304);
    expect(byTag.body).toBe("");
    const byDate = await get(request, feed.path, { "if-modified-since": lastModified });
    expect(byDate.response.status()).toBe(304);
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get(request, feed.path, { "if-modified-since": older })).response.status()).toBe(
      200,
    );
    expect((await get(request, feed.path, { "if-none-match": '"stale"' })).response.status()).toBe(
      200,
    );
  });
}

const xml = new XMLParser({
  isArray: (name) => name === "sitemap" || name === "url",
});

function parseSitemap(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return xml.parse(body) as {
    sitemapindex?: { sitemap: Array<{ loc: string; lastmod?: string }> };
    urlset?: { url: Array<{ loc: string; lastmod?: string }> };
  };
}

test("the sitemap index names a sitemap per kind, and together they list every public page", async ({
  request,
  baseURL,
}) => {
  const index = await get(request, "/sitemap.xml");
  expect(index.response.status()).toBe(200);
  expect(index.response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const sitemaps = parseSitemap(index.body).sitemapindex?.sitemap ?? [];
  expect(sitemaps.map((sitemap) => sitemap.loc)).toEqual([
    `${baseURL}/sitemaps/pages.xml`,
    `${baseURL}/sitemaps/posts.xml`,
    `${baseURL}/sitemaps/categories.xml`,
    `${baseURL}/sitemaps/jobs.xml`,
    `${baseURL}/sitemaps/tags.xml`,
  ]);

  const byKind = new Map<string, Array<{ loc: string; lastmod?: string }>>();
  for (const { loc } of sitemaps) {
    const { response, body } = await get(request, new URL(loc).pathname);
    expect(response.status(), loc).toBe(200);
    byKind.set(new URL(loc).pathname, parseSitemap(body).urlset?.url ?? []);
  }
  const urls = [...byKind.values()].flat();
  const locs = urls.map((url) => url.loc);
  for (const loc of locs) expect(loc).toMatch(new RegExp(`^${baseURL}/`));
  expect(new Set(locs).size).toBe(locs.length);

  expect(locs).toEqual(
    expect.arrayContaining([
      `${baseURL}/`,
      `${baseURL}/services/web-development`,
      `${baseURL}/knowledge-center`,
      `${baseURL}/privacy-policy`,
      `${baseURL}/knowledge-center/${knownPost}`,
      `${baseURL}/knowledge-center/llm-evaluation-playbook`,
      `${baseURL}/knowledge-center/categories/web-development`,
      `${baseURL}/careers/job/${openJob}`,
      `${baseURL}/tags/react`,
    ]),
  );
  for (const slug of [...hiddenPosts, inactiveJob]) {
    expect(locs.filter((loc) => loc.includes(slug))).toEqual([]);
  }
  for (const loc of locs)
    expect(new URL(loc).pathname).not.toMatch(/^\/(user|admin|search|blog)\b/);

  // lastmod: the post's own date; static pages carry none except the legal pages' date.
  const posts = byKind.get("/sitemaps/posts.xml") ?? [];
  expect(posts.every((url) => url.lastmod && !Number.isNaN(Date.parse(url.lastmod)))).toBe(true);
  const home = urls.find((url) => url.loc === `${baseURL}/`);
  expect(home?.lastmod).toBeUndefined();
  expect(urls.find((url) => url.loc === `${baseURL}/privacy-policy`)?.lastmod).toBe(
    "2024-01-01T00:00:00.000Z",
  );

  // Listed posts and jobs are real pages, not redirects.
  for (const loc of [...posts.map((url) => url.loc), `${baseURL}/careers/job/${openJob}`]) {
    const { response } = await get(request, new URL(loc).pathname);
    expect(response.status(), loc).toBe(200);
  }
});

test("sitemaps are cached with an ETag, and a name no sitemap has answers 404", async ({
  request,
}) => {
  for (const path of ["/sitemap.xml", "/sitemaps/posts.xml"]) {
    const { response } = await get(request, path);
    const cached = await get(request, path, { "if-none-match": response.headers().etag as string });
    expect(cached.response.status()).toBe(304);
  }
  for (const path of ["/sitemaps/drafts.xml", "/sitemaps/posts-2.xml", "/sitemaps/posts"]) {
    expect((await get(request, path)).response.status(), path).toBe(404);
  }
});

test("robots.txt keeps crawlers out of private areas and names the sitemap index", async ({
  request,
  baseURL,
}) => {
  const { response, body } = await get(request, "/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = body.split("\n");
  expect(lines).toEqual(
    expect.arrayContaining([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /user",
      "Disallow: /api",
      "Disallow: /search",
      "Disallow: /unsubscribe",
      `Sitemap: ${baseURL}/sitemap.xml`,
    ]),
  );
});

test("every page the pages sitemap lists answers 200 and lets search engines index it", async ({
  request,
}) => {
  test.slow();
  const { body } = await get(request, "/sitemaps/pages.xml");
  const locs = (parseSitemap(body).urlset?.url ?? []).map((url) => new URL(url.loc).pathname);
  expect(locs).toEqual(expect.arrayContaining(["/careers", "/internship", "/knowledge-center"]));
  for (const path of locs) {
    const { response, body: html } = await get(request, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-robots-tag"], path).toBeUndefined();
    expect(html, path).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
  }
});
